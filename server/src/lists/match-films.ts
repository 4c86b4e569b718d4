import type { ApiAnswer } from "../../../common/first-view";
import type { FilmSnapshot, RowMatch } from "../../../common/lists";
import type { MovieListItem, Paginated } from "../../../common/tmdb/wire-types";
import { withinOneEdit } from "../catalog/search/edit-distance";
import { normalizeText, STOP_WORDS, tokenize } from "../catalog/search/normalize";
import type { ImportRow } from "./import-files";

/** A GET on the TMDB-shaped API the app reads (the embedded catalog or TMDB through the proxy), in process. */
export type TmdbGet = (path: string, query: URLSearchParams) => Promise<ApiAnswer>;

export type { RowMatch };

/** Candidates offered when a row matches no film exactly. */
const CANDIDATES = 3;

const snapshotOf = (film: MovieListItem): FilmSnapshot => ({ movie_id: film.id, title: film.title, year: film.release_date.slice(0, 4), poster_path: film.poster_path });

/** The catalog's film of this id, as a list keeps it; undefined when the catalog has no such film. Any other answer is a failure. */
export async function filmById(tmdb: TmdbGet, id: number): Promise<FilmSnapshot | undefined> {
  const answer = await tmdb(`/movie/${id}`, new URLSearchParams());
  if (answer.status === 200) return snapshotOf(answer.body as MovieListItem);
  if (answer.status !== 404) throw new Error(`the catalog answered ${answer.status} for film ${id}`);
  return undefined;
}

async function search(tmdb: TmdbGet, title: string, year: string): Promise<MovieListItem[]> {
  const query = new URLSearchParams({ query: title, include_adult: "false", page: "1" });
  if (year) query.set("year", year);
  const answer = await tmdb("/search/movie", query);
  if (answer.status !== 200) throw new Error(`the catalog's search answered ${answer.status}`);
  return (answer.body as Paginated<MovieListItem>).results;
}

/** Services date a film by different releases (a festival, a home country): a year either side is the same film. */
const sameYear = (a: string, b: string) => a === "" || b === "" || Math.abs(Number(a) - Number(b)) <= 1;

/** The shortest word a letter off from a film's word may stand for it: in a shorter one a letter makes another word ("heat", "head", "hat"). */
const FORGIVEN_FROM_LETTERS = 5;

/** Roman numerals as sequels are numbered ("Rocky II"), as their digits, so "Rocky 2" is the same title; one letter ("V", "X") may be a word. */
const NUMERALS: Readonly<Record<string, string>> = { ii: "2", iii: "3", iv: "4", vi: "6", vii: "7", viii: "8", ix: "9" };

/** A title's words, numerals as digits, but the commonest (STOP_WORDS) when it has others. */
function significantWords(title: string): string[] {
  const words = tokenize(title).map((word) => NUMERALS[word] ?? word);
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/** Whether `a` is `b`, or a letter off from it when long enough (a misspelt "Shawshenk" for "Shawshank"). */
const sameWord = (a: string, b: string) => a === b || (a.length >= FORGIVEN_FROM_LETTERS && withinOneEdit(a, b));

/** Whether each of `words` is one of `among` (sameWord). */
const allAmong = (words: readonly string[], among: readonly string[]) => words.every((word) => among.some((other) => sameWord(word, other)));

/**
 * Whether a film the search found may be offered for a row's title: the row's words are all in the
 * film's title (or original title), or the title's all in the row's (a row's "Star Wars Episode IV
 * A New Hope" for "Star Wars"), or the two are one word written apart or together ("Spiderman",
 * "Spider-Man"), a long word a letter off at most. The catalog's search forgives more ("Heat" finds
 * "Beavis and Butt-Head Do America"): that serves a person typing, not a file that names its film.
 */
export function resembles(rowTitle: string, film: Pick<MovieListItem, "title" | "original_title">): boolean {
  const row = significantWords(rowTitle);
  return [film.title, film.original_title].some((title) => {
    const words = significantWords(title);
    return allAmong(row, words) || allAmong(words, row) || sameWord(row.join(""), words.join(""));
  });
}

/**
 * Finds a file's row in the catalog: by the film's id in the app's own export, by IMDb id where the row has one (TMDB's `/find`, whatever
 * the row's title says), else by title and year with the catalog's own search (which forgives a
 * typo). A row is matched when one film has its title (or original title) and year; otherwise the
 * films the search found that resemble it are offered to choose from, and a row for which it finds
 * none is not found.
 */
export async function matchRow(tmdb: TmdbGet, row: ImportRow): Promise<RowMatch> {
  // The app's own export names each film by its id: the catalog's film of that id. Only when the
  // catalog has no such film (another catalog's ids) is the title searched, and then what it finds
  // is offered to choose from, never taken for the film; any other failure fails the preview.
  const resembling = async (year: string) => (await search(tmdb, row.title, year)).filter((film) => resembles(row.title, film));
  if (row.movieId) {
    const film = await filmById(tmdb, row.movieId);
    if (film) return { status: "matched", film };
    const found = (await resembling(row.year)).slice(0, CANDIDATES);
    return found.length === 0 ? { status: "not_found" } : { status: "choose", candidates: found.map(snapshotOf) };
  }
  if (row.imdbId) {
    const answer = await tmdb(`/find/${row.imdbId}`, new URLSearchParams({ external_source: "imdb_id" }));
    const film = answer.status === 200 ? (answer.body as { movie_results?: MovieListItem[] }).movie_results?.[0] : undefined;
    if (film) return { status: "matched", film: snapshotOf(film) };
  }
  let found = await resembling(row.year);
  if (found.length === 0 && row.year) found = (await resembling("")).filter((film) => sameYear(film.release_date.slice(0, 4), row.year));
  if (found.length === 0) return { status: "not_found" };

  const candidates = found.slice(0, CANDIDATES);
  const title = normalizeText(row.title);
  const exact = found.filter((film) => (normalizeText(film.title) === title || normalizeText(film.original_title) === title) && sameYear(film.release_date.slice(0, 4), row.year));
  if (exact.length === 1) return { status: "matched", film: snapshotOf(exact[0]!) };
  return { status: "choose", candidates: (exact.length > 1 ? exact : candidates).slice(0, CANDIDATES).map(snapshotOf) };
}
