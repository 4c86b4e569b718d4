import { undatedLast, type FilmTable } from "../store/film-table";

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

/** What an order reads of the films: the table, and for the title orders each film's title by position. */
export interface SortSource {
  table: Pick<FilmTable, "ids" | "popularity" | "revenue" | "released" | "voteAverage" | "votes">;
  /** The films' titles (or original titles), by position; read only for those two orders. */
  titles: (key: "title" | "original_title") => readonly string[];
}

function compareBy(key: SortKey, source: SortSource): (a: number, b: number) => number {
  const { popularity, revenue, released, voteAverage, votes } = source.table;
  switch (key) {
    case "popularity": return (a, b) => popularity[a]! - popularity[b]!;
    case "revenue": return (a, b) => revenue[a]! - revenue[b]!;
    case "primary_release_date": return (a, b) => released[a]! - released[b]!;
    case "title":
    case "original_title": {
      const titles = source.titles(key);
      return (a, b) => collator.compare(titles[a]!, titles[b]!);
    }
    case "vote_average": return (a, b) => voteAverage[a]! - voteAverage[b]!;
    case "vote_count": return (a, b) => votes[a]! - votes[b]!;
  }
}

/**
 * These films (positions in the table; every film when not given) in the given order (discover's
 * `sort_by`, and the top rated list's); films without a release date go last whichever the
 * direction. Equal averages are told apart by their votes, the more voted first in either
 * direction (the more votes, the surer the average); then by id, so that each order is one order.
 */
export function sortPositions(source: SortSource, order: SortOrder, positions?: Int32Array): Int32Array {
  const { ids, released, votes } = source.table;
  const byKey = compareBy(order.key, source);
  const sign = order.descending ? -1 : 1;
  const datedFirst = order.key === "primary_release_date" ? undatedLast(released) : () => 0;
  return (positions ?? Int32Array.from({ length: ids.length }, (_, p) => p)).sort((a, b) =>
    datedFirst(a, b) || sign * byKey(a, b) || (order.key === "vote_average" ? votes[b]! - votes[a]! : 0) || ids[a]! - ids[b]!);
}
