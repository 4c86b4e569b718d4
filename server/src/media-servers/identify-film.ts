import type { FilmSnapshot } from "../../../common/lists";
import { filmById, matchRow, type TmdbGet } from "../lists/match-films";
import type { PlayReport } from "./play-report";

/**
 * The catalog's film a media server played: by its TMDB id when the catalog has that film; else
 * as an import finds a row (match-films.ts), by its IMDb id, then its title and year. Undefined when
 * no single film matches: a play is never logged as a guess.
 */
export async function identifyFilm(tmdb: TmdbGet, play: PlayReport): Promise<FilmSnapshot | undefined> {
  const byId = play.tmdbId === null ? undefined : await filmById(tmdb, play.tmdbId);
  if (byId) return byId;
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
