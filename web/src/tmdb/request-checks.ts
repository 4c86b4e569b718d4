import { ApiError } from "./api-errors";

/** The checks made before a request is sent: a search needs at least 2 characters once trimmed; pages run from 1 to 1000. */
export const MIN_QUERY_LENGTH = 2;
export const MIN_PAGE = 1;
export const MAX_PAGE = 1000;

/** Whether a (trimmed) query is long enough to search for. */
export const isSearchable = (trimmed: string) => trimmed.length >= MIN_QUERY_LENGTH;

/** What a search too short to make says, wherever it is typed or linked to. */
export const SEARCH_EMPTY = "Search query cannot be empty";
export const SEARCH_TOO_SHORT = "Search query must be at least 2 characters long";

/** The trimmed query, or a 400 error: 'Search query cannot be empty', or '… at least 2 characters long'. */
export function checkSearchQuery(query: string, endpoint = "/search/movie"): string {
  const trimmed = query.trim();
  if (trimmed === "") throw new ApiError(SEARCH_EMPTY, 400, endpoint);
  if (!isSearchable(trimmed)) throw new ApiError(SEARCH_TOO_SHORT, 400, endpoint);
  return trimmed;
}

export function checkMovieId(id: number | undefined | null, endpoint: string): number {
  if (id === undefined || id === null || !Number.isFinite(id) || id <= 0) throw new ApiError("Invalid movie ID", 400, endpoint);
  return id;
}

export function checkPersonId(id: number | undefined | null, endpoint: string): number {
  if (id === undefined || id === null || !Number.isFinite(id) || id <= 0) throw new ApiError("Invalid person ID", 400, endpoint);
  return id;
}

export function checkGenreId(id: number | undefined | null, endpoint = "/discover/movie"): number {
  if (id === undefined || id === null || !Number.isFinite(id) || id <= 0) throw new ApiError("Invalid genre ID", 400, endpoint);
  return id;
}

export function clampPage(page: number): number {
  if (!Number.isFinite(page)) return MIN_PAGE;
  return Math.min(MAX_PAGE, Math.max(MIN_PAGE, Math.trunc(page)));
}
