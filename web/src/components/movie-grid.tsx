import { useDeferredValue } from "react";
import type { Movie } from "../tmdb/entities";
import { MovieCard, MovieCardSkeleton } from "./movie-card";
import type { ImageBox } from "./tmdb-image";
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

/** How a card's poster loads: with the page or once near the screen, and at which priority. */
export type PosterLoading = { lazy: boolean; posterPriority?: ImageBox["priority"] };

/**
 * How the poster of each of a grid's films loads, in the films' order. The first poster (of the
 * first film that has one) always loads with the page. In a grid that starts on a phone's first
 * screen it is the page's largest picture: the browser fetches it before all others, and the other
 * posters loaded with the page (those of the first `eagerCards` films) after it
 * (docs/decisions/046). A grid that may start lower (below a search's people, below Discover's
 * filters) loads only that poster with the page, at the browser's own priority. The rest load once
 * near the screen.
 */
export function postersLoading(films: ReadonlyArray<{ poster_path: string | null }>, { eagerCards = EAGER_CARDS, mayStartBelowFirstScreen = false } = {}): PosterLoading[] {
  const firstPoster = films.findIndex((film) => film.poster_path);
  return films.map((_, index): PosterLoading => {
    if (index === firstPoster) return mayStartBelowFirstScreen ? { lazy: false } : { lazy: false, posterPriority: "high" };
    if (mayStartBelowFirstScreen || index >= eagerCards) return { lazy: true };
    return { lazy: false, posterPriority: "low" };
  });
}

/**
 * Movies in the chosen view, with skeleton placeholders while the first page loads.
 * `mayStartBelowFirstScreen`: other content comes before the grid on the page. `id`: given by a
 * page whose page bar pages through this grid (PAGED_LIST_ID), which the focus is moved to.
 */
export function MovieGrid({ movies, loading, view, mayStartBelowFirstScreen = false, id }: { movies: Movie[]; loading: boolean; view: "grid" | "list"; mayStartBelowFirstScreen?: boolean; id?: string }) {
  // Told apart by their ids: the same films in a new array (another view, a page's re-render) are
  // not others. A grid rendered with its films from the start (a first view, hydrated) renders
  // them all at once.
  const films = movies.map((movie) => movie.id).join();
  const settled = useDeferredValue(films);
  const shown = settled === films ? movies : movies.slice(0, AT_ONCE);
  const loadings = postersLoading(movies, { mayStartBelowFirstScreen });
  return (
    <ul id={id} tabIndex={id ? -1 : undefined} className={`movie-list movie-list--${view}`} aria-busy={loading}>
      {loading && movies.length === 0
        ? Array.from({ length: 12 }, (_, i) => <MovieCardSkeleton key={i} view={view} />)
        : shown.map((movie, index) => <MovieCard key={movie.id} movie={movie} view={view} {...loadings[index]} />)}
    </ul>
  );
}
