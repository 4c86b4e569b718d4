import { TOP_RATED_MIN_VOTES } from "../../../../common/tmdb/list-rules";
import { sortPositions, type SortSource } from "./sort-order";

/** Films with enough votes (the floor and why: TOP_RATED_MIN_VOTES) in discover's order by average (./sort-order.ts): best first, among equal averages the more voted. Adult films are left out, as in every list. */
export function topRatedIds(source: SortSource & { table: SortSource["table"] & { adult: Uint8Array } }): number[] {
  const { ids, adult, votes } = source.table;
  const ranked: number[] = [];
  for (let p = 0; p < ids.length; p++) if (adult[p] === 0 && votes[p]! >= TOP_RATED_MIN_VOTES) ranked.push(p);
  return Array.from(sortPositions(source, { key: "vote_average", descending: true }, Int32Array.from(ranked)), (p) => ids[p]!);
}
