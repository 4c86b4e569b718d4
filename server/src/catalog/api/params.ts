import { isCalendarDay } from "../../../../common/calendar-day";
import { GENRE_IDS } from "../model";
import { queryWords } from "../search/query-words";
import { TmdbRequestError, TmdbValidationError } from "./tmdb-errors";

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
function idsIn(raw: string): number[] {
  return raw.split("|").map((id) => Number(id.trim())).filter((id) => Number.isInteger(id) && id > 0);
}

/** Known ids, each once, ascending. */
function knownIds(ids: readonly number[], known: (id: number) => boolean): number[] {
  return [...new Set(ids.filter(known))].sort((a, b) => a - b);
}

/**
 * A list of ids where a comma means AND and a pipe means OR (TMDB's convention for `with_genres`,
 * `with_cast`, `with_keywords`...), e.g. "28,12" or "28|12". Returns groups that must all be
 * satisfied, each by any one of its ids, in one canonical form: only ids the catalog knows (no
 * film carries others), each group sorted, the groups sorted and unique. A group naming only
 * unknown ids can match no film: the whole filter becomes [[]], which matches none.
 */
export function readIdGroups(raw: string | undefined, known: (id: number) => boolean): number[][] {
  if (!raw || raw.trim() === "") return [];
  const groups = raw.split(",").map(idsIn).filter((group) => group.length > 0).map((group) => knownIds(group, known));
  if (groups.some((group) => group.length === 0)) return [[]];
  const unique = new Map(groups.map((group) => [group.join("|"), group]));
  return [...unique.keys()].sort().map((name) => unique.get(name)!);
}

/** `without_genres`, `without_keywords`...: ids separated by commas or pipes; only known ids count. */
export function readIdList(raw: string | undefined, known: (id: number) => boolean): number[] {
  return raw ? knownIds(raw.split(",").flatMap(idsIn), known) : [];
}

const isGenre = (id: number): boolean => GENRE_IDS.has(id);

/** `with_genres`: see readIdGroups; only TMDB's genre ids count. */
export function readGenreFilter(raw: string | undefined): number[][] {
  return readIdGroups(raw, isGenre);
}

/** `without_genres`: only TMDB's genre ids count. */
export function readGenreList(raw: string | undefined): number[] {
  return readIdList(raw, isGenre);
}

/**
 * A date parameter (`primary_release_date.gte`...): a calendar date written "YYYY-MM-DD", else
 * TMDB's own error for a bad date (400, code 23). Blank means absent.
 */
export function readDate(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (!isCalendarDay(value)) throw new TmdbRequestError("invalidDate");
  return value;
}

/**
 * A numeric parameter (`vote_average.gte`...), decimal or whole as `whole` says. Blank means
 * absent; anything else that is not such a number is refused with a 422 naming the parameter
 * (TMDB's answer to it is not known: docs/decisions/024).
 */
export function readNumber(name: string, raw: string | undefined, whole = false): number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const number = Number(value);
  if (!(whole ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/).test(value) || !Number.isFinite(number)) {
    throw new TmdbValidationError([`${name} must be ${whole ? "an integer" : "a number"}`]);
  }
  return number;
}

/** The length of a release date, "YYYY-MM-DD". */
const DATE_LENGTH = 10;

/**
 * A search's `year` and `primary_release_year`: films whose release date starts with the value. Anything
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

/** What every search reads: its words, the page and `include_adult`; undefined for a missing or blank query (TMDB's 422). */
export function readSearchParams(param: (name: string) => string | undefined): { query: string; page: number; includeAdult: boolean } | undefined {
  const query = readSearchQuery(param("query"));
  if (query === undefined) return undefined;
  return { query, page: readPage(param("page")), includeAdult: readBoolean(param("include_adult")) };
}
