import { useEffect } from "react";
import { PaginationControls } from "../../components/pagination-controls";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { MovieGrid } from "../../components/movie-grid";

/** Home: popular movies, or the results of the header's search when a query is active. */
export function HomePage() {
  const searchQuery = useUiStore((s) => s.searchQuery).trim();
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const viewMode = useUiStore((s) => s.viewMode);
  const { popularMovies, searchResults, pagination, loading, error } = useMovieStore();
  const { fetchPopularMovies, searchMovies, clearSearch, nextPage, previousPage, goToPage } = useMovieStore.getState();

  useEffect(() => {
    if (searchQuery) void useMovieStore.getState().searchMovies(searchQuery, 1);
    else void useMovieStore.getState().fetchPopularMovies(1);
  }, [searchQuery]);
  useErrorToast(error);

  const movies = searchQuery ? searchResults : popularMovies;
  const retry = () => void (searchQuery ? searchMovies(searchQuery, pagination.currentPage) : fetchPopularMovies(pagination.currentPage));
  const clear = () => {
    setSearchQuery("");
    clearSearch();
  };

  return (
    <main id="main" className="home">
      <div className="home__heading">
        {searchQuery ? (
          <>
            <h1>Results for “{searchQuery}”</h1>
            <p className="home__count" aria-live="polite">{loading ? "Searching…" : `${pagination.totalResults.toLocaleString("en-US")} ${pagination.totalResults === 1 ? "movie" : "movies"} found`}</p>
            <button type="button" className="button button--secondary" onClick={clear}>
              Clear search
            </button>
          </>
        ) : (
          <h1>Popular movies</h1>
        )}
      </div>

      {error && !loading ? (
        <div className="error-state" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}

      {!error && !loading && movies.length === 0 && searchQuery ? <p className="empty-state">No movies found for “{searchQuery}”</p> : null}

      <MovieGrid movies={movies} loading={loading} view={viewMode} />

      <PaginationControls pagination={pagination} onPrevious={() => void previousPage()} onNext={() => void nextPage()} onGoTo={(page) => void goToPage(page)} />
    </main>
  );
}
