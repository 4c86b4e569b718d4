import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigateTo } from "../../lib/browser-address";
import { yearOf } from "../../lib/year-of";
import { useMovieStore } from "../../stores/movie-store";
import type { MultiSearchResult } from "../../tmdb/entities";
import { preloadMovieApi } from "../../tmdb/movie-api";
import { isSearchable } from "../../tmdb/request-checks";
import { CACHE_TTL_MS, cacheKeys } from "../../tmdb/ttl-cache";
import { onSuggestionKey } from "./suggestion-keys";

/** How long typing must pause before suggestions are asked for; a query already answered shows at once. */
export const SUGGEST_DELAY_MS = 50;
/** "No films or people found" waits for typing to pause this long, so it is not said at each key. */
const NONE_FOUND_AFTER_MS = 400;
const SHOWN = 8;

const addressOf = (item: MultiSearchResult) => (item.media_type === "movie" ? `/movie/${item.id}` : `/person/${item.id}`);

/**
 * Films and people suggested as the visitor types in the header's box: the WAI-ARIA combobox
 * pattern (the box is the combobox, this list its listbox; the arrows move, Enter opens the active
 * suggestion, Escape closes the list). Loaded when the box is first focused or typed in, so none
 * of it is in the first download. The box is the header's own element: its combobox attributes
 * and keys are attached here, so loading this code never replaces the element being typed in.
 */
export default function Suggestions({ input, query, listId, openAtFirst, onChoose }: { input: RefObject<HTMLInputElement | null>; query: string; listId: string; openAtFirst: boolean; onChoose?: () => void }) {
  const navigateTo = useNavigateTo();
  const [found, setFound] = useState<{ query: string; results: MultiSearchResult[] }>({ query: "", results: [] });
  // The active suggestion belongs to the query it was chosen for: typing on leaves none active.
  const [pick, setPick] = useState({ query: "", index: -1 });
  // Mounted by the box's first focus or keystroke: the list is open to show what comes, unless
  // the box's text was searched before this code came (its Enter was not seen here).
  const [open, setOpen] = useState(openAtFirst);
  const trimmed = query.trim();
  const active = pick.query === trimmed ? pick.index : -1;
  const setActive = (index: number) => setPick({ query: trimmed, index });
  const results = isSearchable(trimmed) ? found.results : [];
  const expanded = open && results.length > 0;
  // This query's answer came and holds nothing: said beneath the box, outside the list of options,
  // once the query has stood a moment.
  const noneFound = open && isSearchable(trimmed) && found.query === trimmed && found.results.length === 0;
  const [noneSaidFor, setNoneSaidFor] = useState("");
  useEffect(() => {
    if (!noneFound) return;
    const timer = setTimeout(() => setNoneSaidFor(trimmed), NONE_FOUND_AFTER_MS);
    return () => clearTimeout(timer);
  }, [noneFound, trimmed]);

  // The movie service's code loads while the visitor types, not after the pause (a server-rendered page has not loaded it yet).
  useEffect(preloadMovieApi, []);

  useEffect(() => {
    if (!isSearchable(trimmed)) return;
    let current = true;
    const ask = () =>
      void useMovieStore
        .getState()
        .answer(cacheKeys.multi(trimmed), CACHE_TTL_MS.list, (service) => service.searchMulti(trimmed))
        .then((answer) => current && setFound({ query: trimmed, results: answer.results.slice(0, SHOWN) }), () => undefined);
    const timer = setTimeout(ask, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  // What a key does depends on the latest state; the listener is attached once.
  const choose = (item: MultiSearchResult) => {
    setOpen(false);
    navigateTo(addressOf(item));
    onChoose?.();
  };
  // The list's own open state, not whether it shows: they differ only while no suggestion has come,
  // when only Enter has a say (it closes the list, so the suggestions do not open over the results).
  const state = useRef({ active, open, results, choose, setActive });
  useEffect(() => {
    state.current = { active, open, results, choose, setActive };
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKey = (event: KeyboardEvent) => {
      const { active: now, open: listOpen, results: items, choose: chooseItem, setActive: activate } = state.current;
      const outcome = onSuggestionKey(event.key, now, items.length, listOpen);
      if (!outcome.handled) {
        if (!outcome.open) setOpen(false);
        return;
      }
      event.preventDefault();
      activate(outcome.active);
      setOpen(outcome.open);
      if (outcome.choose) chooseItem(items[now]!);
    };
    const onInput = () => setOpen(true);
    const onBlur = () => setOpen(false);
    box.addEventListener("keydown", onKey);
    box.addEventListener("input", onInput);
    box.addEventListener("blur", onBlur);
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", listId);
    return () => {
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("input", onInput);
      box.removeEventListener("blur", onBlur);
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"]) box.removeAttribute(name);
    };
  }, [input, listId]);

  useEffect(() => {
    const box = input.current;
    box?.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) box?.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else box?.removeAttribute("aria-activedescendant");
  }, [input, listId, expanded, active]);

  return (
    <>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="suggestions" hidden={!expanded}>
        {results.map((item, index) => (
          // A press on a suggestion must not take the focus from the box first (which would close the list).
          <li key={`${item.media_type}-${item.id}`} id={`${listId}-${index}`} role="option" aria-selected={index === active} onMouseDown={(event) => event.preventDefault()} onClick={() => choose(item)}>
            <span className="suggestions__name">{item.media_type === "movie" ? item.title : item.name}</span>
            <span className="suggestions__meta">{item.media_type === "movie" ? (yearOf(item.release_date) || "Film") : (item.known_for_department || "Person")}</span>
          </li>
        ))}
      </ul>
      {/* Always there, so a screen reader announces the words when they come (Enter still searches every title). */}
      <p className="suggestions suggestions--none" role="status">
        {noneFound && noneSaidFor === trimmed ? `No films or people found for “${trimmed}”` : ""}
      </p>
    </>
  );
}
