import type { Paginated } from "../../../../common/tmdb/wire-types";
import { PAGE_SIZE } from "./params";
import type { RankedTop } from "../search/search-index";

/** A ranked list of keys: an array, or a typed array of ids. */
export interface RankedKeys<Key> {
  readonly length: number;
  slice(start: number, end: number): Iterable<Key>;
}

/** One page of 20 from a ranked list (of ids, usually), with honest totals. A page past the end is empty. */
export function paginate<T, Key = number>(keys: RankedKeys<Key>, page: number, toItem: (key: Key) => T | undefined): Paginated<T> {
  return paginateTop(keys, keys.length, page, toItem);
}

/** The same page when only the top of the list is ranked (`top` holds at least its first `page` pages) and its length is known. */
export function paginateTop<T, Key = number>(top: RankedKeys<Key>, total: number, page: number, toItem: (key: Key) => T | undefined): Paginated<T> {
  const start = (page - 1) * PAGE_SIZE;
  return onePage(top.slice(start, start + PAGE_SIZE), total, page, toItem);
}

/** The page itself, given its keys (at most 20) and the length of the whole list. */
export function onePage<T, Key = number>(keys: Iterable<Key>, total: number, page: number, toItem: (key: Key) => T | undefined): Paginated<T> {
  const results: T[] = [];
  for (const key of keys) {
    const item = toItem(key);
    if (item !== undefined) results.push(item);
  }
  return { page, results, total_pages: Math.ceil(total / PAGE_SIZE), total_results: total };
}

/** The page of a search's first matches (`rankTop` asked for at least `page` pages), out of all it matched. */
export function pageOfMatches<T>(ranked: RankedTop, page: number, toItem: (id: number) => T | undefined): Paginated<T> {
  return paginateTop(ranked.top.map((match) => match.id), ranked.total, page, toItem);
}
