import { useDeferredValue } from "react";
import type { Movie } from "../tmdb/entities";
import { MovieCard, MovieCardSkeleton } from "./movie-card";
import "./movie-card.css";

/**
 * The cards whose posters load with the page, from its first requests: a phone's first row, where
 * the page's largest picture is (the first). The others on the first screen load once the page runs
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
 * How the poster of a grid's card number `index` (from 0) loads. In a grid that starts the page's
 * first screen, the first poster is the page's largest picture: the browser fetches it first, and
 * the others of the first row (`withPage` cards) after it, with the page (docs/decisions/046). In a
 * grid below other pictures (a search's people, above it on a phone's first screen), one poster
 * loads with the page, at the browser's own priority. The rest load once near the screen.
 */
export function posterLoading(index: number, { withPage = EAGER_CARDS, belowPictures = false }: { withPage?: number; belowPictures?: boolean } = {}): { lazy: boolean; posterPriority?: "high" | "low" } {
  if (belowPictures) return { lazy: index >= 1 };
  if (index >= withPage) return { lazy: true };
  return { lazy: false, posterPriority: index === 0 ? "high" : "low" };
}

/**
 * Movies in the chosen view, with skeleton placeholders while the first page loads.
 * `belowPictures`: the grid comes after other pictures on the page.
 */
export function MovieGrid({ movies, loading, view, belowPictures = false }: { movies: Movie[]; loading: boolean; view: "grid" | "list"; belowPictures?: boolean }) {
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
        : shown.map((movie, index) => <MovieCard key={movie.id} movie={movie} view={view} {...posterLoading(index, { belowPictures })} />)}
    </ul>
  );
}
