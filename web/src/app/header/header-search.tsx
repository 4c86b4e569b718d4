import { useRef, useState, type ComponentType, type FormEvent, type RefObject } from "react";
import { useNavigateTo } from "../../lib/browser-address";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";

type SuggestionsProps = { input: RefObject<HTMLInputElement | null>; query: string; listId: string; openAtFirst: boolean; onChoose?: () => void };

/**
 * The header's search: submitting non-blank text stores the trimmed query and goes to its results
 * on the home page (`/?q=…`, an address to share or come back to), whose load runs the search: the
 * page owns its requests. A blank input is ignored. The clear button empties the query, clears
 * the results and goes to /.
 */
export function HeaderSearch({ id, onDone }: { id: string; onDone?: () => void }) {
  const navigateTo = useNavigateTo();
  const storedQuery = useUiStore((s) => s.searchQuery);
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const clearSearch = useMovieStore((s) => s.clearSearch);
  const [text, setText] = useState(storedQuery);
  // The box follows the stored query whenever it changes elsewhere: a search page's query, the home
  // page's way back to Popular, or the visitor's saved query arriving right after a server-rendered
  // page hydrates (it hydrates with the server's empty one). Typing in between is left alone.
  const [shownQuery, setShownQuery] = useState(storedQuery);
  // Suggestions' code loads when the box is first focused or typed in, not with the page.
  const box = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  // Whether the box's text was searched (submitted) and the person has not typed in it since. Enter
  // can come before the suggestions' code: then they must start closed, not open over the results.
  const [searched, setSearched] = useState(false);
  const loadSuggestions = () => {
    if (!Suggestions) import("../../features/suggestions/suggestions").then((module) => setSuggestions(() => module.default), () => undefined);
  };
  if (storedQuery !== shownQuery) {
    setShownQuery(storedQuery);
    setText(storedQuery);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed === "") return;
    setText(trimmed);
    setSearched(true);
    setSearchQuery(trimmed);
    navigateTo(`/?q=${encodeURIComponent(trimmed)}`);
    onDone?.();
  };

  const onClear = () => {
    setText("");
    setSearchQuery("");
    clearSearch();
    navigateTo("/");
    onDone?.();
  };

  return (
    // action and name let the form work before the app's code has run (a server-rendered page is
    // on screen first): the browser then asks for /search?q=…, which the server renders too.
    <form className="header-search" role="search" aria-label="Quick search" action="/search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Search movies
      </label>
      <input ref={box} id={id} name="q" type="search" placeholder="Search movies..." value={text} onChange={(e) => {
          setText(e.target.value);
          setSearched(false);
        }} onFocus={loadSuggestions} onInput={loadSuggestions} autoComplete="off" enterKeyHint="search" />
      {Suggestions ? <Suggestions input={box} query={text} listId={`${id}-suggestions`} openAtFirst={!searched} onChoose={onDone} /> : null}
      {text || storedQuery ? (
        <button type="button" className="header-search__clear" aria-label="Clear search" onClick={onClear}>
          ×
        </button>
      ) : null}
    </form>
  );
}
