import { useSearchParams } from "react-router";
import { groupDigits } from "../../lib/group-digits";
import { genreIdParam } from "../../lib/page-params";
import { PaginationControls } from "../../components/pagination-controls";
import { useErrorToast } from "../../lib/use-error-toast";
import { useMovieStore } from "../../stores/movie-store";
import { useUiStore } from "../../stores/ui-store";
import { MovieGrid } from "../../components/movie-grid";
import { GenreChips } from "./genre-chips";

/** Home: popular movies, one genre's, or the results of the header's search when a query is stored (loaded by ./home-load.ts). */
export function HomePage() {
  const searchQuery = useUiStore((s) => s.searchQuery).trim();
  const setSearchQuery = useUiStore((s) => s.setSearchQuery);
  const viewMode = useUiStore((s) => s.viewMode);
  const [params, setParams] = useSearchParams();
  const genreId = genreIdParam(params);
  const { popularMovies, searchResults, genreMovies, genres, pagination, loading, error } = useMovieStore();
  const { fetchPopularMovies, searchMovies, fetchMoviesByGenre, clearSearch, nextPage, previousPage, goToPage } = useMovieStore.getState();

  useErrorToast(error);

  const movies = searchQuery ? searchResults : genreId ? genreMovies : popularMovies;
  const genreName = genres.find((g) => g.id === genreId)?.name;
  const retry = () =>
    void (searchQuery ? searchMovies(searchQuery, pagination.currentPage) : genreId ? fetchMoviesByGenre(genreId, pagination.currentPage) : fetchPopularMovies(pagination.currentPage));
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
            <p className="home__count" aria-live="polite">{loading ? "Searching…" : `${groupDigits(pagination.totalResults)} ${pagination.totalResults === 1 ? "movie" : "movies"} found`}</p>
            <button type="button" className="button button--secondary" onClick={clear}>
              Clear search
            </button>
          </>
        ) : (
          <h1>{genreId ? `${genreName ?? "Genre"} movies` : "Popular movies"}</h1>
        )}
      </div>
      {searchQuery ? null : <GenreChips genres={genres} selected={genreId} onSelect={(id) => setParams(id ? { genre: String(id) } : {})} />}

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

export default HomePage;
