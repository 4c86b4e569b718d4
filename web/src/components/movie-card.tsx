import type { ReactNode } from "react";
import { Link } from "./link";
import type { FilmRef } from "../lists/list-marks";
import { runtimeConfig } from "../lib/runtime-config";
import { useMovieStore } from "../stores/movie-store";
import type { Movie } from "../tmdb/entities";
import { GRID_POSTER, imageSrcSet, imageUrl } from "../tmdb/image-url";
import { ListButtons } from "./list-buttons";

const year = (date: string) => (date ? date.slice(0, 4) : "");

/** A film as a card shows it: a list's entry has no overview or TMDB rating, only its snapshot. */
export type CardFilm = FilmRef & Partial<Pick<Movie, "overview" | "vote_average" | "vote_count">>;

interface CardProps {
  movie: CardFilm;
  view: "grid" | "list";
  eager?: boolean;
  /** Shown after the year in place of TMDB's rating (a list's entry: the person's own rating). */
  meta?: ReactNode;
  /** Controls of the card's own, after its link and list buttons (a viewing's "Remove"). */
  children?: ReactNode;
}

/** A poster card (grid) or a row with the start of the overview (list), linking to the details; its list buttons beside the link. */
export function MovieCard({ movie, view, eager, meta, children }: CardProps) {
  const base = runtimeConfig().imageBaseUrl;
  const poster = imageUrl(base, movie.poster_path, GRID_POSTER.size);
  const srcSet = imageSrcSet(base, movie.poster_path, GRID_POSTER.srcSetSizes);
  const rating = movie.vote_count ? movie.vote_average!.toFixed(1) : "–";
  // Opening a film should feel instant: its details start loading as soon as the pointer or focus arrives.
  const prefetch = () => useMovieStore.getState().prefetchMovieDetails(movie.id);
  return (
    <li className={`movie-card movie-card--${view}`}>
      <Link to={`/movie/${movie.id}`} className="movie-card__link" onMouseEnter={prefetch} onFocus={prefetch}>
        <div className="movie-card__poster">
          {poster ? (
            <img src={poster} srcSet={srcSet} sizes={view === "grid" ? GRID_POSTER.sizes : "92px"} alt="" width={342} height={513} loading={eager ? "eager" : "lazy"} decoding="async" />
          ) : (
            <span className="movie-card__no-poster" aria-hidden="true">🎞</span>
          )}
        </div>
        <div className="movie-card__body">
          <h2 className="movie-card__title">{movie.title}</h2>
          <p className="movie-card__meta">
            {year(movie.release_date) ? <span>{year(movie.release_date)}</span> : null}
            {meta ?? <span className="movie-card__rating" aria-label={`Rating ${rating} out of 10`}>★ {rating}</span>}
          </p>
          {view === "list" && movie.overview ? <p className="movie-card__overview">{movie.overview}</p> : null}
        </div>
      </Link>
      <ListButtons film={movie} />
      {children}
    </li>
  );
}

export function MovieCardSkeleton({ view }: { view: "grid" | "list" }) {
  return (
    <li className={`movie-card movie-card--${view} movie-card--skeleton`} aria-hidden="true">
      <div className="movie-card__poster" />
      <div className="movie-card__body">
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-line--short" />
      </div>
    </li>
  );
}
