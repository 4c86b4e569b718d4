import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { filmsFound } from "../../lib/films-found";
import { searchParamsOf, withPage } from "../../lib/page-params";
import { MovieGrid } from "../../components/movie-grid";
import { PeopleResults, usePeopleShown } from "../../components/people-results";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { useNavigateTo } from "../../lib/browser-address";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { ApiError } from "../../tmdb/api-errors";
import { checkSearchQuery, isSearchable, SEARCH_EMPTY, SEARCH_TOO_SHORT } from "../../tmdb/request-checks";
import { NoSuchPage, wayBackFrom } from "../../components/no-such-page";
import "./search.css";

/** /search?q=…&page=…: the query lives in the URL (shareable, survives reloads) and in ui-store; results are loaded by ./search-load.ts. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigateTo = useNavigateTo();
  const { query: q, page } = searchParamsOf(params);
  const [text, setText] = useState(q);
  // When the URL's query changes (back/forward, a shared link), the field follows it.
  const [shownQuery, setShownQuery] = useState(q);
  const [problem, setProblem] = useState<string | null>(null);
  if (shownQuery !== q) {
    setShownQuery(q);
    setText(q);
    // A problem with what was typed before is not one with the query now in the address.
    setProblem(null);
  }
  useDocumentTitle(isSearchable(q) ? `Results for “${q}”` : "Search movies");
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const viewMode = useUiStore((s) => s.viewMode);
  const { searchResults, pagination, loading: storeLoading, error, errorStatus, source } = useMovieStore();
  // Until this address's load has started, the store may hold another list's state, or another page's.
  const showsThisAddress = source.kind === "search" && source.query === q && (error !== null || pagination.currentPage === page);
  const loading = storeLoading || !showsThisAddress;
  const wayBack = wayBackFrom({ page, loading, error, errorStatus, films: searchResults.length, pagination });
  // A refused page is said once, by the page itself, not again in a toast.
  useErrorToast(wayBack === null ? error : null);
  // An address whose query is too short to search for (a link, a typed address) says why nothing is searched.
  const shownProblem = problem ?? (q !== "" && !isSearchable(q) ? SEARCH_TOO_SHORT : null);
  // With people above them, the films may start below a phone's first screen.
  const peopleAbove = usePeopleShown(q, pagination.currentPage);

  // The header's search box shows the query searched for here.
  useEffect(() => {
    if (isSearchable(q)) setSearchQuery(q);
  }, [q, setSearchQuery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const trimmed = checkSearchQuery(text);
      setProblem(null);
      navigateTo(`/search?${new URLSearchParams({ q: trimmed }).toString()}`);
    } catch (caught) {
      setProblem(caught instanceof ApiError ? caught.message : SEARCH_EMPTY);
    }
  };

  return (
    <main id="main" className="search-page">
      <h1>Search movies</h1>
      {/* Named apart from the header's search, which this page shows too. */}
      <form className="search-form" role="search" aria-label="Search by movie title" onSubmit={onSubmit} noValidate>
        <label htmlFor="search-query">Movie title</label>
        <div className="search-form__row">
          <input id="search-query" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. The Godfather" aria-invalid={shownProblem ? true : undefined} aria-describedby={shownProblem ? "search-problem" : undefined} autoComplete="off" />
          <button type="submit" className="button">Search</button>
        </div>
        {shownProblem ? (
          <p id="search-problem" className="search-form__problem" role="alert">
            {shownProblem}
          </p>
        ) : null}
      </form>

      {isSearchable(q) ? (
        <>
          {/* The people found come first; the line under them counts the films, which follow it. */}
          <PeopleResults query={q} page={pagination.currentPage} />
          <p className="home__count" aria-live="polite">
            {loading ? "Searching…" : error ? "\u00a0" : filmsFound(pagination.totalResults, q)}
          </p>
          {wayBack !== null ? <NoSuchPage page={page} wayBack={wayBack} addressOf={(to) => `?${withPage(params, to).toString()}`} /> : null}
          <MovieGrid id={PAGED_LIST_ID} movies={searchResults} loading={loading} view={viewMode} mayStartBelowFirstScreen={peopleAbove} />
          {wayBack === null ? <PaginationControls pagination={pagination} /> : null}
        </>
      ) : null}
    </main>
  );
}

export default SearchPage;
