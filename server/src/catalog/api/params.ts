import { GENRE_IDS } from "../model";
import { queryWords } from "../search/query-words";
import { TmdbRequestError } from "./tmdb-errors";

export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

/** `page` must be a whole number from 1 to 500 when present (TMDB's rule); absent means 1. */
export function readPage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  if (!/^\d+$/.test(raw.trim())) throw new TmdbRequestError("invalidPage");
  const page = Number(raw.trim());
  if (page < 1 || page > MAX_PAGE) throw new TmdbRequestError("invalidPage");
  return page;
}

export function readBoolean(raw: string | undefined): boolean {
  return raw?.trim().toLowerCase() === "true";
}

/**
 * The appends we can answer (`appendable`, in the order they are added), each once; unknown
 * names are ignored, as TMDB does, but all count towards the limit of 20.
 */
export function readAppends<Name extends string>(raw: string | undefined, appendable: readonly Name[]): Name[] {
  if (!raw) return [];
  const names = raw.split(",").map((name) => name.trim()).filter(Boolean);
  if (names.length > 20) throw new TmdbRequestError("tooManyAppends");
  return appendable.filter((name) => names.includes(name));
}

/** A positive id (of a film, a person) from the path, or undefined for anything else ("abc", "0", "1.5"). */
export function readPathId(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** The ids in a list such as "28|12": positive whole numbers only; other tokens are ignored. */
function genreIds(raw: string): number[] {
  return raw.split("|").map((id) => Number(id.trim())).filter((id) => Number.isInteger(id) && id > 0);
}

/** Known genre ids, each once, ascending. */
function knownGenres(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => GENRE_IDS.has(id)))].sort((a, b) => a - b);
}

/**
 * `with_genres`: a comma means AND, a pipe means OR (TMDB's convention), e.g. "28,12" or "28|12".
 * Returns groups that must all be satisfied, each by any one of its ids, in one canonical form:
 * only TMDB's genre ids (films carry no others), each group sorted, the groups sorted and unique.
 * A group naming only other ids can match no film: the whole filter becomes [[]], which matches none.
 */
export function readGenreFilter(raw: string | undefined): number[][] {
  if (!raw || raw.trim() === "") return [];
  const groups = raw.split(",").map(genreIds).filter((group) => group.length > 0).map(knownGenres);
  if (groups.some((group) => group.length === 0)) return [[]];
  const unique = new Map(groups.map((group) => [group.join("|"), group]));
  return [...unique.keys()].sort().map((name) => unique.get(name)!);
}

/** `without_genres`: ids separated by commas or pipes; only TMDB's genre ids count. */
export function readGenreList(raw: string | undefined): number[] {
  return raw ? knownGenres(raw.split(",").flatMap(genreIds)) : [];
}

/** The length of a release date, "YYYY-MM-DD". */
const DATE_LENGTH = 10;

/**
 * `year` and `primary_release_year`: films whose release date starts with the value. Anything
 * longer than a date matches nothing whatever follows, so it is cut to one character past a date:
 * the answer is the same and the value stays small.
 */
export function readDatePrefix(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value.slice(0, DATE_LENGTH + 1) : undefined;
}

/**
 * A search's `query` as the words search reads (a bounded number, normalised): "Godfather!" and
 * "godfather" are one entry. Undefined when it is missing or blank, which TMDB answers with 422.
 */
export function readSearchQuery(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim() ?? "";
  return trimmed === "" ? undefined : queryWords(trimmed).join(" ");
}
