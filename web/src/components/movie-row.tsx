import { Link, type LinkAddress } from "./link";
import type { RowFilm } from "../tmdb/entities";
import { POSTER_SIZES } from "../tmdb/image-url";
import { yearOf } from "../lib/year-of";
import { ListButtons } from "./list-buttons";
import { TmdbImage } from "./tmdb-image";
import "./movie-card.css";
import "./movie-row.css";

/** The posters a row on a page's first screen loads with the page: the first two, the largest pictures a phone may show first; the others once the page runs (see components/movie-grid.tsx). */
const AT_ONCE = 2;

/**
 * The films a row shows: a desktop's screen and a half. A row leads onward; its "See all" page has
 * every film of its list. Each card is about 1.5 kB of a server-rendered page (markup, list
 * buttons), and a film's page has two rows: at 20 films each they were a third of its HTML.
 */
export const ROW_FILMS = 12;

/**
 * A horizontally scrolling row of films leading onward (similar, recommended, known for), with a
 * link to see them all on a page of their own when there is one. Its posters wait until they near
 * the screen, unless the row is on the page's first screen (`firstScreen`), where its first posters
 * may be the largest pictures the page shows.
 */
export function MovieRow({ title, movies, seeAllTo, firstScreen }: { title: string; movies: RowFilm[]; seeAllTo?: LinkAddress; firstScreen?: boolean }) {
  if (movies.length === 0) return null;
  // aria-labelledby takes a list of ids separated by spaces, so the id must have none.
  const headingId = `row-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="details-section" aria-labelledby={headingId}>
      <div className="details-section__heading">
        <h2 id={headingId}>{title}</h2>
        {seeAllTo ? <Link to={seeAllTo} aria-label={`See all: ${title}`}>See all</Link> : null}
      </div>
      <ul className="scroll-row">
        {movies.slice(0, ROW_FILMS).map((movie, index) => (
          <li key={movie.id} className="scroll-row__item">
            <Link to={`/movie/${movie.id}`} className="movie-card__link">
              <div className="movie-card__poster">
                {/* A row's columns are 9rem (movie-row.css: .scroll-row). */}
                {movie.poster_path ? <TmdbImage path={movie.poster_path} ladder={POSTER_SIZES} sizes="144px" loading={firstScreen && index < AT_ONCE ? "eager" : "lazy"} alt="" width={185} height={278} decoding="async" /> : null}
              </div>
              <p className="scroll-row__title">{movie.title}</p>
              <p className="scroll-row__meta">{yearOf(movie.release_date)}</p>
            </Link>
            <ListButtons film={movie} />
          </li>
        ))}
      </ul>
    </section>
  );
}
