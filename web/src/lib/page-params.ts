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

/** `/?genre=16` → 16; missing or not an id → null (Popular). */
export function genreIdParam(params: URLSearchParams): number | null {
  return parseIdParam(params.get("genre")) ?? null;
}

/** `/search?q=star&page=2` → the trimmed query and a page of at least 1. */
export function searchParamsOf(params: URLSearchParams): { query: string; page: number } {
  return { query: params.get("q")?.trim() ?? "", page: Math.max(1, Number(params.get("page")) || 1) };
}
