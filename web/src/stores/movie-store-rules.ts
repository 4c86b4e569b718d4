import { ApiError } from "../tmdb/api-errors";
import type { Paginated, ReleaseWindow, RowFilm } from "../tmdb/entities";
import { isReleaseWindow } from "../tmdb/list-of-genre";

/** A list's page is assumed to be this long when only its films are known (see cachedPage in movie-list-slice.ts). */
export const PAGE_SIZE = 20;

/** The messages a failed fetch shows when the failure carries no message of its own. */
export const FALLBACK_MESSAGES = {
  popular: "Failed to fetch popular movies",
  details: "Failed to fetch movie details",
  search: "Failed to search movies",
  genre: "Failed to fetch movies by genre",
  browse: "Failed to fetch movies",
} as const;

/** A list page as the cache keeps it: its films and, so that no page is lost, the list's real totals. */
export type KeptList<T> = Pick<Paginated<T>, "results" | "total_pages" | "total_results"> & { dates?: ReleaseWindow };
export const keptList = <T,>({ results, total_pages, total_results, dates }: Paginated<T> & { dates?: unknown }): KeptList<T> => ({ results, total_pages, total_results, ...(isReleaseWindow(dates) ? { dates } : {}) });

/**
 * A list page with only what a row shows of each film: how a film page's first view hands over its
 * related rows (docs/decisions/042), without the overviews and other fields the rows never show. A
 * page that shows more of them (the list's own page) takes it for a miss and asks again.
 */
export interface RowsOnlyList extends KeptList<RowFilm> {
  rowsOnly: true;
}

/** Whether a cached answer is a kept list page (results and totals), whichever films it holds. */
export const isKeptList = (value: unknown): value is KeptList<RowFilm> =>
  typeof value === "object" && value !== null && "results" in value && Array.isArray(value.results) && "total_pages" in value;

export const isRowsOnly = (kept: unknown): kept is RowsOnlyList => typeof kept === "object" && kept !== null && "rowsOnly" in kept;

export const rowsOnly = ({ results, total_pages, total_results }: KeptList<RowFilm>): RowsOnlyList => ({
  rowsOnly: true,
  results: results.map(({ id, title, poster_path, release_date }) => ({ id, title, poster_path, release_date })),
  total_pages,
  total_results,
});

/** The state a failed fetch leaves: its message (or the fallback), its HTTP status, and loading over. */
export function failureOf(error: unknown, fallback: string) {
  return {
    error: error instanceof Error && error.message ? error.message : fallback,
    // 404 lets a page say "not found" rather than "failed".
    errorStatus: error instanceof ApiError ? error.status : null,
    loading: false,
  };
}
