import { ApiError } from "../tmdb/api-errors";
import type { Paginated } from "../tmdb/entities";

/** A list's page is assumed to be this long when only its films are known (see cachedPagination). */
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
export type KeptList<T> = Pick<Paginated<T>, "results" | "total_pages" | "total_results">;
export const keptList = <T,>({ results, total_pages, total_results }: Paginated<T>): KeptList<T> => ({ results, total_pages, total_results });

/** The state a failed fetch leaves: its message (or the fallback), its HTTP status, and loading over. */
export function failureOf(error: unknown, fallback: string) {
  return {
    error: error instanceof Error && error.message ? error.message : fallback,
    // 404 lets a page say "not found" rather than "failed".
    errorStatus: error instanceof ApiError ? error.status : null,
    loading: false,
  };
}
