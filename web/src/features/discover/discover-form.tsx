import { useLocation } from "react-router";
import { useLayoutEffect, useRef, type FormEvent, type MutableRefObject } from "react";
import { isBrowserAt, useNavigateTo } from "../../lib/browser-address";
import { Link } from "../../components/link";
import { keywordSlug } from "../../lib/keyword-address";
import type { Genre } from "../../tmdb/entities";
import { discoverAddress, readFilters, SORTS, type DiscoverFilters } from "./discover-query";

/** Original languages offered (ISO 639-1; TMDB writes Cantonese "cn"), besides any other an address names. */
const LANGUAGES = ["en", "fr", "es", "de", "it", "ja", "ko", "zh", "cn", "hi", "ru", "pt", "sv", "da", "nl", "fa"];
const RATINGS = [5, 6, 7, 7.5, 8, 8.5, 9];
const VOTES = [10, 100, 500, 1000, 5000];

let names: Intl.DisplayNames | undefined;
const languageName = (code: string) => {
  if (code === "cn") return "Cantonese";
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "language" });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Discover's ranges: each "To" box is checked against the "From" box beside it. */
const RANGES = [
  ["from", "to"],
  ["min_runtime", "max_runtime"],
] as const;

/**
 * Whether each range's "From" is at most its "To" (2010 to 2000 matches no film, so it is refused
 * rather than sent). The "To" of a range in the wrong order says so, as the browser says what is
 * wrong with a box, until it is changed.
 */
function rangesInOrder(form: HTMLFormElement): boolean {
  for (const [fromName, toName] of RANGES) {
    const from = form.elements.namedItem(fromName) as HTMLInputElement;
    const to = form.elements.namedItem(toName) as HTMLInputElement;
    const wrongWay = from.value !== "" && to.value !== "" && Number(to.value) < Number(from.value);
    to.setCustomValidity(wrongWay ? `“To” must be ${from.value} or more, as “From” is ${from.value}.` : "");
    if (wrongWay) {
      to.reportValidity();
      return false;
    }
  }
  return true;
}

/** Any change to the form takes back what a range in the wrong order said: the next "Show films" checks again. */
function clearRangeMessages(form: HTMLFormElement): void {
  for (const [, toName] of RANGES) (form.elements.namedItem(toName) as HTMLInputElement).setCustomValidity("");
}

/** Which of the form's buttons the person pressed to go to a new address: the new address's form gives it the focus back. */
export type PressedToLeave = { button: "show" | "clear"; to: string } | null;

/**
 * Discover's controls. They show the address's filters, and applying them goes to the address of
 * the new ones (a new history entry: Back returns to the previous view). Without the app's code
 * (a server-rendered page not yet started) the form still works: the browser asks for the same address.
 * The page draws a new form at each move (the same address again too: it replaces the history entry);
 * `pressedRef` carries "Show films" or "Clear filters" over to the form of the address it led to, so
 * the focus of the person who pressed it is not dropped with the old form (nor taken by the form of
 * an address passed on the way, when a second press came before the first's page was drawn).
 */
export function DiscoverForm({ filters, genres, pressedRef, onPress }: { filters: DiscoverFilters; genres: Genre[]; pressedRef: MutableRefObject<PressedToLeave>; onPress: (button: "show" | "clear", to: string) => void }) {
  const navigateTo = useNavigateTo();
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // Before the browser takes the next key: a Tab pressed between the new form's drawing and an
  // effect run after it would start from the page's top (the old, focused form is gone).
  useLayoutEffect(() => {
    const pressed = pressedRef.current;
    if (!pressed) return;
    // The person went elsewhere (Back) before that press's page was drawn: it is forgotten.
    if (!isBrowserAt(pressed.to)) pressedRef.current = null;
    // A form drawn for an address passed on the way leaves it to the form of the address pressed for.
    if (pressed.to !== pathname + search) return;
    pressedRef.current = null;
    form.current?.querySelector<HTMLElement>(`.discover-form__${pressed.button}`)?.focus();
  }, [pressedRef, pathname, search]);
  useLayoutEffect(() => {
    const drawn = form.current;
    return () => {
      // This form is going: if the person has moved on from the pressed button to the other (Tab,
      // before the press's page was drawn), the next form focuses the one they are on.
      const pressed = pressedRef.current;
      const on = document.activeElement;
      if (!pressed || !drawn?.contains(on)) return;
      if (on?.classList.contains("discover-form__clear")) pressedRef.current = { ...pressed, button: "clear" };
      else if (on?.classList.contains("discover-form__show")) pressedRef.current = { ...pressed, button: "show" };
    };
  }, [pressedRef]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!rangesInOrder(event.currentTarget)) return;
    const entered = [...new FormData(event.currentTarget).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
    const to = discoverAddress(readFilters(new URLSearchParams(entered)));
    onPress("show", to);
    navigateTo(to);
  };
  const languages = [...new Set([...LANGUAGES, ...(filters.language ? [filters.language] : [])])].map((code) => ({ code, name: languageName(code) })).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <form ref={form} className="discover-form" action="/discover" onSubmit={onSubmit} onInput={(event) => clearRangeMessages(event.currentTarget)} aria-label="Filters">
      <fieldset className="discover-form__genres">
        <legend>Genres</legend>
        <div className="discover-form__checks">
          {genres.map((genre) => (
            <label key={genre.id} className="check-chip">
              <input type="checkbox" name="genre" value={genre.id} defaultChecked={filters.genres.includes(genre.id)} /> {genre.name}
            </label>
          ))}
        </div>
        <div className="discover-form__match">
          <label>
            <input type="radio" name="match" value="all" defaultChecked={!filters.anyGenre} /> All chosen genres
          </label>
          <label>
            <input type="radio" name="match" value="any" defaultChecked={filters.anyGenre} /> Any of them
          </label>
        </div>
      </fieldset>
      <fieldset className="discover-form__range">
        <legend>Release year</legend>
        <label>
          From <input type="number" name="from" min={1800} max={2200} inputMode="numeric" defaultValue={filters.from} />
        </label>
        <label>
          To <input type="number" name="to" min={1800} max={2200} inputMode="numeric" defaultValue={filters.to} />
        </label>
      </fieldset>
      <fieldset className="discover-form__range">
        <legend>Runtime (minutes)</legend>
        <label>
          From <input type="number" name="min_runtime" min={0} max={1000} inputMode="numeric" defaultValue={filters.minRuntime} />
        </label>
        <label>
          To <input type="number" name="max_runtime" min={0} max={1000} inputMode="numeric" defaultValue={filters.maxRuntime} />
        </label>
      </fieldset>
      <label className="discover-form__field">
        Minimum rating
        <select name="rating" defaultValue={filters.rating ?? ""}>
          <option value="">Any</option>
          {[...new Set([...RATINGS, ...(filters.rating === undefined ? [] : [filters.rating])])].sort((a, b) => a - b).map((rating) => (
            <option key={rating} value={rating}>{`${rating} or more`}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Minimum votes
        <select name="votes" defaultValue={filters.votes ?? ""}>
          <option value="">Any</option>
          {[...new Set([...VOTES, ...(filters.votes === undefined ? [] : [filters.votes])])].sort((a, b) => a - b).map((votes) => (
            <option key={votes} value={votes}>{`${votes} or more`}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Original language
        <select name="language" defaultValue={filters.language ?? ""}>
          <option value="">Any</option>
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>{name}</option>
          ))}
        </select>
      </label>
      <label className="discover-form__field">
        Sort by
        <select name="sort" defaultValue={filters.sort}>
          {Object.entries(SORTS).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </label>
      {filters.keyword ? <input type="hidden" name="keyword" value={keywordSlug(filters.keyword)} /> : null}
      <div className="discover-form__actions">
        <button type="submit" className="button discover-form__show">Show films</button>
        {/* A press that opens another tab or window (a modifier held, another button) leaves this form where it is. */}
        <Link to="/discover" className="discover-form__clear" onClick={(event) => {
            if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)) onPress("clear", "/discover");
          }}>Clear filters</Link>
      </div>
    </form>
  );
}
