import { Link } from "react-router";
import { runtimeConfig } from "../../lib/runtime-config";
import type { Movie } from "../../tmdb/entities";
import { imageUrl } from "../../tmdb/image-url";
import { yearOf } from "./format";

/** A horizontally scrolling row of films leading onward (similar, recommended). */
export function MovieRow({ title, movies }: { title: string; movies: Movie[] }) {
  if (movies.length === 0) return null;
  const base = runtimeConfig().imageBaseUrl;
  // aria-labelledby takes a list of ids separated by spaces, so the id must have none.
  const headingId = `row-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="details-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="scroll-row">
        {movies.slice(0, 20).map((movie) => (
          <li key={movie.id} className="scroll-row__item">
            <Link to={`/movie/${movie.id}`} className="movie-card__link">
              <div className="movie-card__poster">
                {movie.poster_path ? <img src={imageUrl(base, movie.poster_path, "w185") ?? undefined} alt="" width={185} height={278} loading="lazy" decoding="async" /> : null}
              </div>
              <p className="scroll-row__title">{movie.title}</p>
              <p className="scroll-row__meta">{yearOf(movie.release_date)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
