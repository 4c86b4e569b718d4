import { isDiaryYear } from "../../../common/diary";
import type { MovieListName } from "../tmdb/entities";

/**
 * What a page's address asks for, read one way by the page itself and by the server rendering its
 * first view (the route's load), so the two can never disagree about which list to show.
 */

/** An id in an address (a film's, a genre's): a whole number above 0 of up to 9 digits, or undefined ("abc", "0", "-1"). */
export function parseIdParam(raw: string | null | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

/** `?year=2024` → 2024, the year a diary or statistics address is of; none, or one it cannot read, is all years (undefined). */
export function yearParam(params: URLSearchParams): number | undefined {
  const year = params.get("year");
  return isDiaryYear(year) ? Number(year) : undefined;
}

/** Whether a route's `:id` is an id (the route table's `names` for a film's, a person's or a collection's page). */
export const namesAnId = (params: Readonly<Record<string, string | undefined>>): boolean => parseIdParam(params.id) !== undefined;

/** `/?genre=16` → 16; missing or not an id → null (Popular; see also genreParamIsNoId). */
export function genreIdParam(params: URLSearchParams): number | null {
  return parseIdParam(params.get("genre")) ?? null;
}

/** Whether the address names a genre by something that cannot be a genre's id (`?genre=abc`): no genre, as an id no genre has is. */
export function genreParamIsNoId(params: URLSearchParams): boolean {
  const raw = params.get("genre");
  return raw !== null && raw !== "" && parseIdParam(raw) === undefined;
}

const MOVIE_LISTS: readonly MovieListName[] = ["top_rated", "now_playing", "upcoming"];

/** `/?list=top_rated` → "top_rated"; missing or not one of home's other lists → null (Popular). */
export function listParam(params: URLSearchParams): MovieListName | null {
  const list = params.get("list");
  return MOVIE_LISTS.find((name) => name === list) ?? null;
}

/** `?page=3` → 3; missing or not a whole number of at least 1 → 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `?q=star&page=2` → the trimmed query ("" for none) and the page. */
export function searchParamsOf(params: URLSearchParams): { query: string; page: number } {
  return { query: params.get("q")?.trim() ?? "", page: pageParam(params) };
}

/**
 * The same address with another page of its list: the page is written only from 2 up, so page 1
 * of a list has one address (`/?genre=18`, not also `/?genre=18&page=1`).
 */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}
