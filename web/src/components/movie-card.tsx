import type { ReactNode } from "react";
import { Link } from "./link";
import { LogoMark } from "./logo-mark";
import type { FilmRef } from "../lists/list-marks";
import { yearOf } from "../lib/year-of";
import type { Movie } from "../tmdb/entities";
import { POSTER_SIZES } from "../tmdb/image-url";
import { ListButtons } from "./list-buttons";
import { TmdbImage, type ImageBox } from "./tmdb-image";
import "./movie-card.css";

/** A film as a card shows it: a list's entry has no overview or TMDB rating, only its snapshot. */
export type CardFilm = FilmRef & Partial<Pick<Movie, "overview" | "vote_average" | "vote_count">>;

/**
 * How wide a card's poster is (movie-card.css): in the grid, a column of `main` (at most 1280px, less
 * 1.25rem of padding each side) filled with columns of at least 9.5rem and 1.25rem gaps, so one
 * column below 364px, two below 536px, and 160px from 1280px; between 536 and 1224px the columns
 * are 152 to 209px wide, taken as 180px. In the list view, the poster's column is 5.75rem.
 */
const POSTER_BOX = {
  grid: "(max-width: 363px) calc(100vw - 40px), (max-width: 535px) calc(50vw - 30px), (max-width: 1223px) 180px, 160px",
  list: "92px",
};

interface CardProps {
  movie: CardFilm;
  view: "grid" | "list";
  /**
   * The poster waits until it nears the screen: for cards after the first few of a page. A card
   * not told may be the first on screen, and the largest picture a page paints must not wait.
   */
  lazy?: boolean;
  /** The poster's fetch priority, when it loads with the page (components/tmdb-image.tsx). */
  posterPriority?: ImageBox["priority"];
  /** Shown after the year in place of TMDB's rating (a list's entry: the person's own rating). */
  meta?: ReactNode;
  /** Controls of the card's own, after its link and list buttons (a viewing's "Remove"). */
  children?: ReactNode;
}

/** A poster card (grid) or a row with the start of the overview (list), linking to the details; its list buttons beside the link. */
export function MovieCard({ movie, view, lazy, posterPriority, meta, children }: CardProps) {
  const rating = movie.vote_count ? movie.vote_average!.toFixed(1) : "–";
  const year = yearOf(movie.release_date);
  return (
    <li className={`movie-card movie-card--${view}`}>
      <Link to={`/movie/${movie.id}`} className="movie-card__link">
        <div className="movie-card__poster">
          {movie.poster_path ? (
            <TmdbImage path={movie.poster_path} ladder={POSTER_SIZES} sizes={POSTER_BOX[view]} loading={lazy ? "lazy" : "eager"} priority={posterPriority} alt="" width={342} height={513} decoding="async" />
          ) : (
            // The app's own mark, drawn: an emoji would be a blank box where no emoji font is installed.
            <span className="movie-card__no-poster" aria-hidden="true">
              <LogoMark size={40} />
            </span>
          )}
        </div>
        <div className="movie-card__body">
          <h2 className="movie-card__title">{movie.title}</h2>
          <p className="movie-card__meta">
            {year ? <span>{year}</span> : null}
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
