import type { Paginated } from "../../../../common/tmdb/wire-types";
import { PAGE_SIZE } from "./params";

/** One page of 20 from a ranked id list, with honest totals. A page past the end is empty. */
export function paginate<T>(ids: readonly number[], page: number, toItem: (id: number) => T | undefined): Paginated<T> {
  const start = (page - 1) * PAGE_SIZE;
  const results: T[] = [];
  for (const id of ids.slice(start, start + PAGE_SIZE)) {
    const item = toItem(id);
    if (item !== undefined) results.push(item);
  }
  return { page, results, total_pages: Math.ceil(ids.length / PAGE_SIZE), total_results: ids.length };
}
