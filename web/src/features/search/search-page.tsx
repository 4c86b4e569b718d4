import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { groupDigits } from "../../lib/group-digits";
import { searchParamsOf } from "../../lib/page-params";
import { MovieGrid } from "../../components/movie-grid";
import { PeopleResults, usePeopleShown } from "../../components/people-results";
import { PaginationControls } from "../../components/pagination-controls";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { ApiError } from "../../tmdb/api-errors";
import { checkSearchQuery, isSearchable } from "../../tmdb/request-checks";
import "./search.css";

/** /search?q=…&page=…: the query lives in the URL (shareable, survives reloads) and in ui-store; results are loaded by ./search-load.ts. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const { query: q } = searchParamsOf(params);
  const [text, setText] = useState(q);
  // When the URL's query changes (back/forward, a shared link), the field follows it.
  const [shownQuery, setShownQuery] = useState(q);
  if (shownQuery !== q) {
    setShownQuery(q);
    setText(q);
  }
  const [problem, setProblem] = useState<string | null>(null);
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const viewMode = useUiStore((s) => s.viewMode);
  const { searchResults, pagination, loading, error } = useMovieStore();
  useErrorToast(error);
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
      setParams({ q: trimmed });
    } catch (caught) {
      setProblem(caught instanceof ApiError ? caught.message : "Search query cannot be empty");
    }
  };

  return (
    <main id="main" className="search-page">
      <h1>Search movies</h1>
      <form className="search-form" role="search" onSubmit={onSubmit} noValidate>
        <label htmlFor="search-query">Movie title</label>
        <div className="search-form__row">
          <input id="search-query" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. The Godfather" aria-invalid={problem ? true : undefined} aria-describedby={problem ? "search-problem" : undefined} autoComplete="off" />
          <button type="submit" className="button">Search</button>
        </div>
        {problem ? (
          <p id="search-problem" className="search-form__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </form>

      {isSearchable(q) ? (
        <>
          <p className="home__count" aria-live="polite">
            {loading ? "Searching…" : `${groupDigits(pagination.totalResults)} ${pagination.totalResults === 1 ? "result" : "results"} for “${q}”`}
          </p>
          {!loading && !error && searchResults.length === 0 ? <p className="empty-state">No movies found for “{q}”</p> : null}
          <PeopleResults query={q} page={pagination.currentPage} />
          <MovieGrid movies={searchResults} loading={loading} view={viewMode} mayStartBelowFirstScreen={peopleAbove} />
          <PaginationControls pagination={pagination} />
        </>
      ) : null}
    </main>
  );
}

export default SearchPage;
