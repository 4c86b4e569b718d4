import type { ApiAnswer } from "../../../common/first-view";
import type { FilmSnapshot, RowMatch } from "../../../common/lists";
import type { MovieListItem, Paginated } from "../../../common/tmdb/wire-types";
import { normalizeText } from "../catalog/search/normalize";
import type { ImportRow } from "./import-files";

/** A GET on the TMDB-shaped API the app reads (the embedded catalog or TMDB through the proxy), in process. */
export type TmdbGet = (path: string, query: URLSearchParams) => Promise<ApiAnswer>;

export type { RowMatch };

/** Candidates offered when a row matches no film exactly. */
const CANDIDATES = 3;

const snapshotOf = (film: MovieListItem): FilmSnapshot => ({ movie_id: film.id, title: film.title, year: film.release_date.slice(0, 4), poster_path: film.poster_path });

async function search(tmdb: TmdbGet, title: string, year: string): Promise<MovieListItem[]> {
  const query = new URLSearchParams({ query: title, include_adult: "false", page: "1" });
  if (year) query.set("year", year);
  const answer = await tmdb("/search/movie", query);
  if (answer.status !== 200) throw new Error(`the catalog's search answered ${answer.status}`);
  return (answer.body as Paginated<MovieListItem>).results;
}

/** Services date a film by different releases (a festival, a home country): a year either side is the same film. */
const sameYear = (a: string, b: string) => a === "" || b === "" || Math.abs(Number(a) - Number(b)) <= 1;

/**
 * Finds a file's row in the catalog: by the film's id in the app's own export, by IMDb id where the row has one (TMDB's `/find`, whatever
 * the row's title says), else by title and year with the catalog's own search (which forgives a
 * typo). A row is matched when one film has its title (or original title) and year; otherwise the
 * films the search found are offered to choose from, and a row the search finds nothing for is
 * not found.
 */
export async function matchRow(tmdb: TmdbGet, row: ImportRow): Promise<RowMatch> {
  // The app's own export names each film by its id: the catalog's film of that id. Only when the
  // catalog has no such film (another catalog's ids) is the title searched, and then what it finds
  // is offered to choose from, never taken for the film; any other failure fails the preview.
  if (row.movieId) {
    const answer = await tmdb(`/movie/${row.movieId}`, new URLSearchParams());
    if (answer.status === 200) return { status: "matched", film: snapshotOf(answer.body as MovieListItem) };
    if (answer.status !== 404) throw new Error(`the catalog answered ${answer.status} for film ${row.movieId}`);
    const found = (await search(tmdb, row.title, row.year)).slice(0, CANDIDATES);
    return found.length === 0 ? { status: "not_found" } : { status: "choose", candidates: found.map(snapshotOf) };
  }
  if (row.imdbId) {
    const answer = await tmdb(`/find/${row.imdbId}`, new URLSearchParams({ external_source: "imdb_id" }));
    const film = answer.status === 200 ? (answer.body as { movie_results?: MovieListItem[] }).movie_results?.[0] : undefined;
    if (film) return { status: "matched", film: snapshotOf(film) };
  }
  let found = await search(tmdb, row.title, row.year);
  if (found.length === 0 && row.year) found = (await search(tmdb, row.title, "")).filter((film) => sameYear(film.release_date.slice(0, 4), row.year));
  if (found.length === 0) return { status: "not_found" };

  const candidates = found.slice(0, CANDIDATES);
  const title = normalizeText(row.title);
  const exact = found.filter((film) => (normalizeText(film.title) === title || normalizeText(film.original_title) === title) && sameYear(film.release_date.slice(0, 4), row.year));
  if (exact.length === 1) return { status: "matched", film: snapshotOf(exact[0]!) };
  return { status: "choose", candidates: (exact.length > 1 ? exact : candidates).slice(0, CANDIDATES).map(snapshotOf) };
}
