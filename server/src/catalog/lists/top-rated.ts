import { TOP_RATED_MIN_VOTES } from "../../../../common/tmdb/list-rules";
import { sortIds } from "./sort-order";
import type { MovieFeatures } from "../store/movie-features";

/** Films with enough votes (the floor and why: TOP_RATED_MIN_VOTES) in discover's order by average (./sort-order.ts): best first, among equal averages the more voted. Adult films are left out, as in every list. */
export function topRatedIds(movies: ReadonlyMap<number, MovieFeatures>): number[] {
  const ranked = [...movies.values()].filter(({ item }) => !item.adult && item.vote_count >= TOP_RATED_MIN_VOTES);
  return sortIds(ranked, { key: "vote_average", descending: true });
}
