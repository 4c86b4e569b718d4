import type { FilmSnapshot } from "../../../common/lists";
import type { MovieListItem } from "../../../common/tmdb/wire-types";
import { matchRow, type TmdbGet } from "../lists/match-films";
import type { PlayReport } from "./play-report";

/**
 * The catalog's film a media server played: by its TMDB id when the catalog has that film; else
 * as an import finds a row (match-films.ts), by its IMDb id, then its title and year. Undefined when
 * no single film matches: a play is never logged as a guess.
 */
export async function identifyFilm(tmdb: TmdbGet, play: PlayReport): Promise<FilmSnapshot | undefined> {
  if (play.tmdbId !== null) {
    const answer = await tmdb(`/movie/${play.tmdbId}`, new URLSearchParams());
    if (answer.status === 200) {
      const film = answer.body as MovieListItem;
      return { movie_id: film.id, title: film.title, year: film.release_date.slice(0, 4), poster_path: film.poster_path };
    }
    if (answer.status !== 404) throw new Error(`the catalog answered ${answer.status} for film ${play.tmdbId}`);
  }
  const match = await matchRow(tmdb, {
    line: 1,
    title: play.title,
    year: play.year,
    rating: null,
    watchedOn: null,
    saidRewatch: false,
    review: null,
    imdbId: play.imdbId,
    problems: [],
    list: null,
    movieId: null,
    addedAt: null,
  });
  return match.status === "matched" ? match.film : undefined;
}
