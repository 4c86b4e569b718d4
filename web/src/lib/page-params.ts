/**
 * What a page's address asks for, read one way by the page itself and by the server rendering its
 * first view (the route's load), so the two can never disagree about which list to show.
 */

/** `/?genre=16` → 16; missing or not a positive number → null (Popular). */
export function genreIdParam(params: URLSearchParams): number | null {
  const id = Number(params.get("genre"));
  return id > 0 ? id : null;
}

/** `/search?q=star&page=2` → the trimmed query and a page of at least 1. */
export function searchParamsOf(params: URLSearchParams): { query: string; page: number } {
  return { query: params.get("q")?.trim() ?? "", page: Math.max(1, Number(params.get("page")) || 1) };
}
