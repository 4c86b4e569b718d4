import { useDeferredValue } from "react";
import type { Movie } from "../tmdb/entities";
import { MovieCard, MovieCardSkeleton } from "./movie-card";
import "./movie-card.css";

/**
 * The cards whose posters load with the page, from its first requests: a phone's first row, where
 * the page's largest picture is. The others on the first screen load once the page runs
 * (TmdbImage): with TMDB's photographs (30 kB a poster at a phone's density) seven posters at once
 * shared the connection with the largest and held it back by half a second (docs/decisions/043).
 */
const EAGER_CARDS = 2;

/**
 * When other films take the place of those shown (Next, a list tab), how many cards render at
 * once: a phone's first screen of them. The rest render in React's deferred render just after, so
 * the click is answered within a frame or two (docs/decisions/044).
 */
const AT_ONCE = 4;

/**
 * Movies in the chosen view, with skeleton placeholders while the first page loads. `eagerCards`:
 * how many posters load with the page when the grid may not start on the first screen.
 */
export function MovieGrid({ movies, loading, view, eagerCards = EAGER_CARDS }: { movies: Movie[]; loading: boolean; view: "grid" | "list"; eagerCards?: number }) {
  // Told apart by their ids: the same films in a new array (another view, a page's re-render) are
  // not others. A grid rendered with its films from the start (a first view, hydrated) renders
  // them all at once.
  const films = movies.map((movie) => movie.id).join();
  const settled = useDeferredValue(films);
  const shown = settled === films ? movies : movies.slice(0, AT_ONCE);
  return (
    <ul className={`movie-list movie-list--${view}`} aria-busy={loading}>
      {loading && movies.length === 0
        ? Array.from({ length: 12 }, (_, i) => <MovieCardSkeleton key={i} view={view} />)
        : shown.map((movie, index) => <MovieCard key={movie.id} movie={movie} view={view} lazy={index >= eagerCards} />)}
    </ul>
  );
}
