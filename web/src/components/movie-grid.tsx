import type { Movie } from "../tmdb/entities";
import { MovieCard, MovieCardSkeleton } from "./movie-card";
import "./movie-card.css";

/** The cards whose posters load at once, from the page's first requests: a phone's first screen, and a desktop's first row (at most seven columns, movie-card.tsx). */
const EAGER_CARDS = 7;

/**
 * Movies in the chosen view, with skeleton placeholders while the first page loads. `eagerCards`:
 * how many posters load with the page when the grid may not start on the first screen.
 */
export function MovieGrid({ movies, loading, view, eagerCards = EAGER_CARDS }: { movies: Movie[]; loading: boolean; view: "grid" | "list"; eagerCards?: number }) {
  return (
    <ul className={`movie-list movie-list--${view}`} aria-busy={loading}>
      {loading && movies.length === 0
        ? Array.from({ length: 12 }, (_, i) => <MovieCardSkeleton key={i} view={view} />)
        : movies.map((movie, index) => <MovieCard key={movie.id} movie={movie} view={view} lazy={index >= eagerCards} />)}
    </ul>
  );
}
