import { useSearchParams } from "react-router";
import { groupDigits } from "../lib/group-digits";
import { withPage } from "../lib/page-params";
import { useErrorToast } from "../lib/use-error-toast";
import { useMovieStore } from "../stores/movie-store";
import { useUiStore } from "../stores/ui-store";
import type { BrowseSource } from "../tmdb/entities";
import { MovieGrid } from "./movie-grid";
import { NoSuchPage, wayBackFrom } from "./no-such-page";
import { PAGED_LIST_ID, PaginationControls } from "./pagination-controls";

/** Where a list below other content starts: its next page starts there, not at the page's top. */
const LIST_START = "browse-list-start";

/**
 * One page of a browse list (Discover's films, a film's related list), as its address names it
 * (`?page=`, loaded by the page's load): its count, the films in the visitor's view, its page bar,
 * and each state a visitor can reach: loading, failed (with a way to try again), empty, and a page
 * past the list's end (with a way back into it). `mayStartBelowFirstScreen`: other content comes
 * before it on the page (components/movie-grid.tsx).
 */
export function BrowseList({ source, page, empty, mayStartBelowFirstScreen }: { source: BrowseSource; page: number; empty: string; mayStartBelowFirstScreen?: boolean }) {
  const [params] = useSearchParams();
  const viewMode = useUiStore((s) => s.viewMode);
  const { browseMovies, pagination, loading: storeLoading, error, errorStatus, source: shown } = useMovieStore();
  // Until this address's load has started, the store holds the previous list: the page shows itself loading instead.
  const showsThisAddress = JSON.stringify(shown) === JSON.stringify(source) && (error !== null || pagination.currentPage === page);
  const loading = storeLoading || !showsThisAddress;
  const movies = showsThisAddress ? browseMovies : [];
  const wayBack = wayBackFrom({ page, loading, error, errorStatus, films: movies.length, pagination });
  const pastTheEnd = wayBack !== null;
  // A refused page is said once, by the page itself, not again in a toast.
  useErrorToast(pastTheEnd ? null : error);

  return (
    <>
      <p id={mayStartBelowFirstScreen ? LIST_START : undefined} className="browse-count" aria-live="polite">
        {loading ? "Loading films…" : error ? "\u00a0" : `${groupDigits(pagination.totalResults)} ${pagination.totalResults === 1 ? "film" : "films"}`}
      </p>
      {pastTheEnd ? <NoSuchPage page={page} wayBack={wayBack} addressOf={(to) => `?${withPage(params, to).toString()}`} /> : null}
      {error && !loading && !pastTheEnd ? (
        <div className="error-state" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => void useMovieStore.getState().fetchBrowse(source, page)}>
            Try again
          </button>
        </div>
      ) : null}
      {!loading && !error && page === 1 && movies.length === 0 ? <p className="empty-state">{empty}</p> : null}
      <MovieGrid id={PAGED_LIST_ID} movies={movies} loading={loading} view={viewMode} mayStartBelowFirstScreen={mayStartBelowFirstScreen} />
      {pastTheEnd ? null : <PaginationControls pagination={pagination} startAt={mayStartBelowFirstScreen ? LIST_START : undefined} />}
    </>
  );
}
