import type { MovieFeatures } from "../store/movie-features";

export const SORT_KEYS = ["popularity", "revenue", "primary_release_date", "title", "original_title", "vote_average", "vote_count"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface SortOrder {
  key: SortKey;
  descending: boolean;
}

/** `sort_by` as TMDB accepts it ("popularity.desc" ...); anything else falls back to TMDB's default. */
export function readSortOrder(raw: string | undefined): SortOrder {
  const [key, direction] = (raw ?? "").trim().split(".");
  if (SORT_KEYS.includes(key as SortKey) && (direction === "asc" || direction === "desc")) {
    return { key: key as SortKey, descending: direction === "desc" };
  }
  return { key: "popularity", descending: true };
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

function compareBy(key: SortKey, a: MovieFeatures, b: MovieFeatures): number {
  switch (key) {
    case "popularity": return a.item.popularity - b.item.popularity;
    case "revenue": return a.revenue - b.revenue;
    case "primary_release_date": return a.item.release_date.localeCompare(b.item.release_date);
    case "title": return collator.compare(a.item.title, b.item.title);
    case "original_title": return collator.compare(a.item.original_title, b.item.original_title);
    case "vote_average": return a.item.vote_average - b.item.vote_average;
    case "vote_count": return a.item.vote_count - b.item.vote_count;
  }
}

/**
 * The films' ids in the given order (discover's `sort_by`, and the top rated list's); films without a
 * release date go last whichever the direction. Equal averages are told apart by their votes, the
 * more voted first in either direction (the more votes, the surer the average); then by id, so that
 * each order is one order.
 */
export function sortIds(movies: Iterable<MovieFeatures>, order: SortOrder): number[] {
  const list = [...movies];
  list.sort((a, b) => {
    if (order.key === "primary_release_date" && (a.item.release_date === "") !== (b.item.release_date === "")) {
      return a.item.release_date === "" ? 1 : -1;
    }
    const byKey = compareBy(order.key, a, b);
    return (order.descending ? -byKey : byKey) || (order.key === "vote_average" ? b.item.vote_count - a.item.vote_count : 0) || a.item.id - b.item.id;
  });
  return list.map((m) => m.item.id);
}
