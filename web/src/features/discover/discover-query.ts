import { readKeywordSlug, keywordSlug } from "../../lib/keyword-address";
import { parseIdParam } from "../../lib/page-params";
import type { Keyword } from "../../tmdb/entities";

/**
 * Discover's filters, as its address holds them (`/discover?genre=18&genre=80&from=1990&to=1999&rating=8&sort=vote_average.desc`)
 * and as TMDB's `/discover/movie` takes them. The page's form writes the address; the load reads it.
 * Values an address may not hold (a rating of 11, a year "abc") are left out, as if absent.
 */
export interface DiscoverFilters {
  genres: number[];
  /** Films in any of the genres rather than all of them. */
  anyGenre: boolean;
  /** Release years, both included. */
  from?: number;
  to?: number;
  /** Lowest average rating, 0–10. */
  rating?: number;
  /** Fewest votes. */
  votes?: number;
  /** Runtime in minutes, both included. */
  minRuntime?: number;
  maxRuntime?: number;
  /** ISO 639-1, the film's original language. */
  language?: string;
  sort: SortValue;
  keyword?: Keyword;
}

/** TMDB's sort orders the page offers, the first the default; each with its label. */
export const SORTS = {
  "popularity.desc": "Most popular",
  "vote_average.desc": "Highest rated",
  "vote_count.desc": "Most votes",
  "primary_release_date.desc": "Newest",
  "primary_release_date.asc": "Oldest",
  "title.asc": "Title (A–Z)",
  "revenue.desc": "Highest revenue",
} as const;
export type SortValue = keyof typeof SORTS;
const DEFAULT_SORT: SortValue = "popularity.desc";

/** A whole number within the bounds, from the address; undefined for anything else. */
function wholeNumber(raw: string | null, min: number, max: number): number | undefined {
  if (!raw || !/^\d{1,4}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

export function readFilters(params: URLSearchParams): DiscoverFilters {
  const rating = Number(params.get("rating") || NaN);
  const sort = params.get("sort");
  return {
    genres: [...new Set(params.getAll("genre").map(parseIdParam).filter((id) => id !== undefined))].sort((a, b) => a - b),
    anyGenre: params.get("match") === "any",
    from: wholeNumber(params.get("from"), 1800, 2200),
    to: wholeNumber(params.get("to"), 1800, 2200),
    rating: rating >= 0 && rating <= 10 ? rating : undefined,
    votes: wholeNumber(params.get("votes"), 0, 9999),
    minRuntime: wholeNumber(params.get("min_runtime"), 0, 1000),
    maxRuntime: wholeNumber(params.get("max_runtime"), 0, 1000),
    language: /^[a-z]{2}$/.test(params.get("language") ?? "") ? params.get("language")! : undefined,
    sort: sort && Object.hasOwn(SORTS, sort) ? (sort as SortValue) : DEFAULT_SORT,
    keyword: readKeywordSlug(params.get("keyword")),
  };
}

/** Name/value pairs, leaving out what is absent. */
function pairs(entries: Array<[string, string | number | undefined]>): URLSearchParams {
  return new URLSearchParams(entries.filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([name, value]) => [name, String(value)]));
}

/** The page's own address for these filters: one address per view (fixed order, defaults left out). */
export function discoverParams(filters: DiscoverFilters): URLSearchParams {
  return pairs([
    ...filters.genres.map((id): [string, number] => ["genre", id]),
    ["match", filters.anyGenre && filters.genres.length > 1 ? "any" : undefined],
    ["from", filters.from],
    ["to", filters.to],
    ["rating", filters.rating],
    ["votes", filters.votes],
    ["min_runtime", filters.minRuntime],
    ["max_runtime", filters.maxRuntime],
    ["language", filters.language],
    ["sort", filters.sort === DEFAULT_SORT ? undefined : filters.sort],
    ["keyword", filters.keyword && keywordSlug(filters.keyword)],
  ]);
}

/** The same filters as TMDB's `/discover/movie` parameters (page left out), in a fixed order: the list's cache key. */
export function tmdbQuery(filters: DiscoverFilters): string {
  return pairs([
    ["with_genres", filters.genres.length > 0 ? filters.genres.join(filters.anyGenre ? "|" : ",") : undefined],
    ["primary_release_date.gte", filters.from && `${filters.from}-01-01`],
    ["primary_release_date.lte", filters.to && `${filters.to}-12-31`],
    ["vote_average.gte", filters.rating],
    ["vote_count.gte", filters.votes],
    ["with_runtime.gte", filters.minRuntime],
    ["with_runtime.lte", filters.maxRuntime],
    ["with_original_language", filters.language],
    ["with_keywords", filters.keyword?.id],
    ["sort_by", filters.sort],
  ]).toString();
}

/** Discover's address for these filters: "/discover" alone for the defaults, so it is one address however it is reached. */
export function discoverAddress(filters: DiscoverFilters): `/${string}` {
  const query = discoverParams(filters).toString();
  return query ? `/discover?${query}` : "/discover";
}
