import { readBoolean, readDate, readGenreFilter, readGenreList, readIdGroups, readIdList, readNumber } from "./params";

/**
 * What /discover/movie filters on, read from the query and normalised (it is also the cache key,
 * in this order). Id groups: every group must be met, each by any one of its ids (comma AND, pipe
 * OR); [[]] matches nothing. Ranges include both ends; undefined means unbounded.
 */
export interface DiscoverFilter {
  includeAdult: boolean;
  genreGroups: number[][];
  withoutGenres: number[];
  /** Release dates, "YYYY-MM-DD". A film without one passes only when both are unbounded. */
  releasedFrom: string | undefined;
  releasedTo: string | undefined;
  /** null: a language no film in the catalog has, so nothing matches. */
  language: string | null | undefined;
  voteAverageFrom: number | undefined;
  voteAverageTo: number | undefined;
  votesFrom: number | undefined;
  votesTo: number | undefined;
  /** Minutes. A film whose runtime is unknown passes only when both are unbounded. */
  runtimeFrom: number | undefined;
  runtimeTo: number | undefined;
  castGroups: number[][];
  crewGroups: number[][];
  /** Cast or crew. */
  peopleGroups: number[][];
  keywordGroups: number[][];
  withoutKeywords: number[];
  companyGroups: number[][];
  withoutCompanies: number[];
}

/** What the catalog knows, so that ids no film carries are dropped from the key (see readIdGroups). */
export interface DiscoverVocabulary {
  languages: ReadonlySet<string>;
  isPerson: (id: number) => boolean;
  isKeyword: (id: number) => boolean;
  isCompany: (id: number) => boolean;
}

/** Dates no film has: the canonical form of every empty date range. */
const NO_DATES = { from: "9999-12-31", to: "0000-01-01" } as const;

type Query = (name: string) => string | undefined;

/** A year (`primary_release_year`, `year`) as the date range it covers; a year no date can have (0, 10000) covers none. */
function yearRange(query: Query, name: string): { from: string; to: string } | undefined {
  const year = readNumber(name, query(name), true);
  if (year === undefined) return undefined;
  if (year < 1 || year > 9999) return NO_DATES;
  const digits = String(year).padStart(4, "0");
  return { from: `${digits}-01-01`, to: `${digits}-12-31` };
}

/**
 * Every date parameter narrows one range: `primary_release_year` and `year` are the years' first
 * and last days, `primary_release_date.*` and `release_date.*` the bounds they give (the catalog
 * keeps one release date per film, so "primary" and "any" release are the same). So
 * `primary_release_year=1999` and `primary_release_date.gte=1999-01-01&primary_release_date.lte=1999-12-31`
 * are one question and one cache entry.
 */
function releaseRange(query: Query): { from: string | undefined; to: string | undefined } {
  const ranges = [yearRange(query, "primary_release_year"), yearRange(query, "year")].filter((range) => range !== undefined);
  const lower = [readDate(query("primary_release_date.gte")), readDate(query("release_date.gte")), ...ranges.map((range) => range.from)].filter((d) => d !== undefined);
  const upper = [readDate(query("primary_release_date.lte")), readDate(query("release_date.lte")), ...ranges.map((range) => range.to)].filter((d) => d !== undefined);
  const from = lower.length > 0 ? lower.reduce((a, b) => (a > b ? a : b)) : undefined;
  const to = upper.length > 0 ? upper.reduce((a, b) => (a < b ? a : b)) : undefined;
  return from !== undefined && to !== undefined && from > to ? NO_DATES : { from, to };
}

/** Reads every parameter TMDB's discover takes that the catalog can answer; bad dates and numbers throw TMDB's errors. */
export function readDiscoverFilter(query: Query, known: DiscoverVocabulary): DiscoverFilter {
  const language = query("with_original_language")?.trim() || undefined;
  const released = releaseRange(query);
  return {
    includeAdult: readBoolean(query("include_adult")),
    genreGroups: readGenreFilter(query("with_genres")),
    withoutGenres: readGenreList(query("without_genres")),
    releasedFrom: released.from,
    releasedTo: released.to,
    language: language === undefined || known.languages.has(language) ? language : null,
    voteAverageFrom: readNumber("vote_average.gte", query("vote_average.gte")),
    voteAverageTo: readNumber("vote_average.lte", query("vote_average.lte")),
    votesFrom: readNumber("vote_count.gte", query("vote_count.gte")),
    votesTo: readNumber("vote_count.lte", query("vote_count.lte")),
    runtimeFrom: readNumber("with_runtime.gte", query("with_runtime.gte"), true),
    runtimeTo: readNumber("with_runtime.lte", query("with_runtime.lte"), true),
    castGroups: readIdGroups(query("with_cast"), known.isPerson),
    crewGroups: readIdGroups(query("with_crew"), known.isPerson),
    peopleGroups: readIdGroups(query("with_people"), known.isPerson),
    keywordGroups: readIdGroups(query("with_keywords"), known.isKeyword),
    withoutKeywords: readIdList(query("without_keywords"), known.isKeyword),
    companyGroups: readIdGroups(query("with_companies"), known.isCompany),
    withoutCompanies: readIdList(query("without_companies"), known.isCompany),
  };
}
