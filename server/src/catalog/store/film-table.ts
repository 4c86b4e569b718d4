import { serialize } from "node:v8";
import type Database from "better-sqlite3";
import { isDayShaped } from "../../../../common/calendar-day";
import { GENRES, LEAD_CAST } from "../model";
import { partitionPoint } from "../partition-point";
import { IdListsBuilder, isIdLists, type IdLists } from "./id-lists";
import { copiedOut, deserializedOrUndefined } from "./stored-indexes";

/** One bit per TMDB genre (there are 19), so a set of genres is a number. */
const GENRE_BIT: ReadonlyMap<number, number> = new Map(GENRES.map((genre, index) => [genre.id, 1 << index]));

/** How many sets of TMDB genres there are: every genre mask is below it. */
export const GENRE_COMBINATIONS = 1 << GENRES.length;

/** A set of TMDB genres as GENRE_BIT's bits; other ids add none. */
export function genreMask(ids: Iterable<number>): number {
  let mask = 0;
  for (const id of ids) mask |= GENRE_BIT.get(id) ?? 0;
  return mask;
}

/** The crew jobs that make a person one of a film's writers. */
const WRITING_JOBS = new Set(["Screenplay", "Writer", "Story", "Novel", "Author", "Characters"]);

/** Changed whenever the table's layout changes, so that a catalog stored with another is read from its rows instead. */
const FORMAT = 1;

/**
 * The rules a stored table was made by, beyond its layout: the genres' bits, how many actors lead a
 * film, which jobs are writing. A table made by other rules is read from the rows instead.
 */
const RULES = JSON.stringify({ genres: GENRES.map((genre) => genre.id), leadCast: LEAD_CAST, writing: [...WRITING_JOBS].sort() });

/**
 * What the server keeps in memory of every film: the facts its lists filter and sort on, and what
 * relates films to each other, one flat array per fact with a film per position (the films in
 * ascending id order). A film's list item and details are read from the file when asked for. About
 * 120 bytes a film, where objects per film took 1.5 KB (docs/decisions/074).
 */
export interface FilmTable {
  format: typeof FORMAT;
  rules: string;
  ids: Int32Array;
  adult: Uint8Array;
  /** The film's genres as they were given (each once), and as GENRE_BIT's bits. */
  genreIds: IdLists;
  genres: Int32Array;
  /** The release date as the number YYYYMMDD (ordered as the dates are), or -1 for none. */
  released: Int32Array;
  /** Each film's original language, as its index in `languages`. */
  language: Uint16Array;
  languages: string[];
  popularity: Float64Array;
  voteAverage: Float64Array;
  votes: Float64Array;
  revenue: Float64Array;
  /** Minutes; NaN when the source does not say. */
  runtime: Float64Array;
  /** The collection's id, or -1 for none. */
  collection: Int32Array;
  /** The film's keywords, as indexes in `keywordNames` (sorted), in the film's own order. */
  keywords: IdLists;
  keywordNames: string[];
  directors: IdLists;
  writers: IdLists;
  /** The first billed actors (billing order), who define a film's cast for "related" purposes. */
  leadCast: IdLists;
  /** Every company's films: company ids ascending, and each one's films as ids ascending. */
  companyIds: Int32Array;
  companyFilms: IdLists;
  /** Every film's position, most popular first (then by id). */
  byPopularity: Int32Array;
}

/** A calendar day ("1999-10-15") as 19991015; anything else (no date) as -1. */
export const dayNumber = (date: string): number =>
  isDayShaped(date) ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) : -1;

/** Orders films with a release date (positions in `released`) before those without, whichever the direction of the dates. */
export const undatedLast = (released: Int32Array) => (a: number, b: number): number =>
  (released[a]! < 0) === (released[b]! < 0) ? 0 : released[a]! < 0 ? 1 : -1;

/** The year of a day number, or null for none. */
export const yearOf = (day: number): number | null => (day < 0 ? null : Math.floor(day / 10_000));

/** A day number back as the date it was ("" for none). */
export function dateOf(day: number): string {
  if (day < 0) return "";
  const text = String(day).padStart(8, "0");
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** A film's position in the table (a binary search of the ids), or -1 when the catalog has no such film. */
export function positionOf(table: Pick<FilmTable, "ids">, id: number): number {
  const ids = table.ids;
  const at = partitionPoint(ids.length, (position) => ids[position]! < id);
  return ids[at] === id ? at : -1;
}

/** What the table keeps of one film, as the catalog's `movies` row gives it. */
export interface FilmFields {
  id: number; adult: boolean; genre_ids: readonly number[]; release_date: string; original_language: string; popularity: number;
  vote_average: number; vote_count: number; revenue: number; runtime: number | null; collection_id: number | null;
  keywords: readonly string[]; company_ids: readonly number[];
}

/** A person credited on a film in one of the roles the table keeps, in billing order for the lead cast. */
export interface TableCredit {
  movieId: number;
  personId: number;
  role: "director" | "writer" | "lead cast";
}

/**
 * The table of `count` films given in ascending id order, and their credits (in any order of
 * films; a film's credits in one role keep the order given, a writer named twice kept once).
 */
export function buildFilmTable(count: number, films: Iterable<FilmFields>, credits: Iterable<TableCredit>): FilmTable {
  const ids = new Int32Array(count);
  const languages: string[] = [];
  const languageIndex = new Map<string, number>();
  const keywordLists: Array<readonly string[]> = [];
  const genreIds = new IdListsBuilder();
  const companies = new Map<number, number[]>();
  const table = {
    format: FORMAT,
    rules: RULES,
    ids,
    adult: new Uint8Array(count),
    genres: new Int32Array(count),
    released: new Int32Array(count),
    language: new Uint16Array(count),
    languages,
    popularity: new Float64Array(count),
    voteAverage: new Float64Array(count),
    votes: new Float64Array(count),
    revenue: new Float64Array(count),
    runtime: new Float64Array(count),
    collection: new Int32Array(count),
  } as const;
  let position = 0;
  for (const film of films) {
    if (position >= count || (position > 0 && film.id <= ids[position - 1]!)) throw new Error("buildFilmTable needs `count` films in ascending id order");
    ids[position] = film.id;
    for (const genre of film.genre_ids) genreIds.add(position, genre);
    table.adult[position] = film.adult ? 1 : 0;
    table.genres[position] = genreMask(film.genre_ids);
    table.released[position] = dayNumber(film.release_date);
    let language = languageIndex.get(film.original_language);
    if (language === undefined) {
      languageIndex.set(film.original_language, (language = languages.length));
      languages.push(film.original_language);
    }
    table.language[position] = language;
    table.popularity[position] = film.popularity;
    table.voteAverage[position] = film.vote_average;
    table.votes[position] = film.vote_count;
    table.revenue[position] = film.revenue;
    table.runtime[position] = film.runtime ?? Number.NaN;
    table.collection[position] = film.collection_id ?? -1;
    keywordLists.push(film.keywords);
    for (const company of new Set(film.company_ids)) {
      const companyFilms = companies.get(company);
      if (companyFilms) companyFilms.push(film.id);
      else companies.set(company, [film.id]);
    }
    position++;
  }
  if (position !== count) throw new Error(`buildFilmTable was told of ${count} films and given ${position}`);

  const keywordNames = [...new Set(keywordLists.flat())].sort();
  const keywordIndex = new Map(keywordNames.map((name, index) => [name, index]));
  const keywords = new IdListsBuilder();
  keywordLists.forEach((names, at) => {
    for (const name of names) keywords.add(at, keywordIndex.get(name)!);
  });
  keywordLists.length = 0;

  const roles = { director: new IdListsBuilder(), writer: new IdListsBuilder(), "lead cast": new IdListsBuilder() };
  for (const credit of credits) {
    const at = positionOf(table, credit.movieId);
    if (at >= 0) roles[credit.role].add(at, credit.personId);
  }

  const companyIds = Int32Array.from([...companies.keys()].sort((a, b) => a - b));
  const companyFilms = new IdListsBuilder();
  companyIds.forEach((company, at) => {
    for (const film of companies.get(company)!) companyFilms.add(at, film);
  });

  const byPopularity = Int32Array.from({ length: count }, (_, at) => at).sort(
    (a, b) => table.popularity[b]! - table.popularity[a]! || ids[a]! - ids[b]!,
  );
  return {
    ...table,
    genreIds: genreIds.build(count, { unique: true }),
    keywords: keywords.build(count, { unique: true }),
    keywordNames,
    directors: roles.director.build(count),
    writers: roles.writer.build(count, { unique: true }),
    leadCast: roles["lead cast"].build(count),
    companyIds,
    companyFilms: companyFilms.build(companyIds.length),
    byPopularity,
  };
}

interface FilmRow {
  id: number; adult: number; genre_ids: string; release_date: string; original_language: string; popularity: number;
  vote_average: number; vote_count: number; revenue: number; runtime: number | null; collection_id: number | null; keywords: string; company_ids: string;
}

function* filmsIn(db: Database.Database): Generator<FilmFields> {
  for (const row of db.prepare<[], FilmRow>(
    `SELECT id, adult, genre_ids, release_date, original_language, popularity, vote_average, vote_count, revenue, runtime, collection_id, keywords, company_ids
     FROM movies ORDER BY id`,
  ).iterate()) {
    yield {
      ...row,
      adult: row.adult === 1,
      genre_ids: JSON.parse(row.genre_ids) as number[],
      keywords: JSON.parse(row.keywords) as string[],
      company_ids: JSON.parse(row.company_ids) as number[],
    };
  }
}

function* creditsIn(db: Database.Database): Generator<TableCredit> {
  for (const [movieId, personId, job] of db.prepare<[], [number, number, string]>(
    "SELECT movie_id, person_id, job FROM crew_credits WHERE job = 'Director' OR department = 'Writing'",
  ).raw().iterate()) {
    if (job === "Director") yield { movieId, personId, role: "director" };
    else if (WRITING_JOBS.has(job)) yield { movieId, personId, role: "writer" };
  }
  for (const [movieId, personId] of db.prepare<[number], [number, number]>(
    "SELECT movie_id, person_id FROM cast_credits WHERE ord < ? ORDER BY movie_id, ord",
  ).raw().iterate(LEAD_CAST)) {
    yield { movieId, personId, role: "lead cast" };
  }
}

/** Reads the table from the catalog's rows: what the import stores, and what a catalog stored without it gets at start. */
export function readFilmTable(db: Database.Database): FilmTable {
  const count = db.prepare<[], number>("SELECT COUNT(*) FROM movies").pluck().get()!;
  return buildFilmTable(count, filmsIn(db), creditsIn(db));
}

export function filmTableBytes(table: FilmTable): Buffer {
  return serialize(table);
}

const PER_FILM_COLUMNS = {
  adult: Uint8Array, genres: Int32Array, released: Int32Array, language: Uint16Array, popularity: Float64Array, voteAverage: Float64Array,
  votes: Float64Array, revenue: Float64Array, runtime: Float64Array, collection: Int32Array, byPopularity: Int32Array,
} as const;
const PER_FILM_LISTS = ["genreIds", "keywords", "directors", "writers", "leadCast"] as const;

const ascending = (values: Int32Array) => values.every((value, at) => at === 0 || value > values[at - 1]!);
function allBelow(values: ArrayLike<number>, limit: number): boolean {
  for (let at = 0; at < values.length; at++) if (!(values[at]! >= 0 && values[at]! < limit)) return false;
  return true;
}

/** Whether `order` holds each position below `count` once. */
function isPermutation(order: Int32Array, count: number): boolean {
  if (order.length !== count || !allBelow(order, count)) return false;
  const seen = new Uint8Array(count);
  for (const position of order) {
    if (seen[position] === 1) return false;
    seen[position] = 1;
  }
  return true;
}

/**
 * A table read back from `filmTableBytes` for a catalog of `filmCount` films, or undefined when
 * the bytes are not one of this format and rules, or do not hold together (it is then read from
 * the rows). Its arrays are copied out of the bytes, so those can be freed.
 */
export function readStoredFilmTable(bytes: Uint8Array, filmCount: number): FilmTable | undefined {
  const table = deserializedOrUndefined(bytes) as Partial<FilmTable> | null | undefined;
  if (table?.format !== FORMAT || table.rules !== RULES || !(table.ids instanceof Int32Array) || !(table.companyIds instanceof Int32Array)) return undefined;
  const count = table.ids.length;
  if (count !== filmCount || !ascending(table.ids) || !ascending(table.companyIds)) return undefined;
  const record = table as Record<string, unknown>;
  for (const [name, type] of Object.entries(PER_FILM_COLUMNS)) {
    const column = record[name];
    if (!(column instanceof type) || column.length !== count) return undefined;
  }
  if (!PER_FILM_LISTS.every((name) => isIdLists(record[name], count)) || !isIdLists(table.companyFilms, table.companyIds.length)) return undefined;
  if (!Array.isArray(table.languages) || !Array.isArray(table.keywordNames)) return undefined;
  const whole = table as FilmTable;
  if (!allBelow(whole.language, whole.languages.length) || !allBelow(whole.keywords.values, whole.keywordNames.length) || !isPermutation(whole.byPopularity, count)) return undefined;
  return copiedOut(whole);
}
