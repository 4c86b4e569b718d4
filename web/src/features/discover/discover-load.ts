import { pageParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";

/**
 * Discover's films for the filters and page its address names, and the genres its form offers.
 * The rules reading the address are imported on demand: they travel with the page's own code (the
 * page imports them too), not in what every page downloads first.
 */
export const loadDiscover: PageLoad = async ({ searchParams, movies }) => {
  const { readFilters, tmdbQuery } = await import("./discover-query");
  await Promise.all([movies.fetchBrowse({ kind: "discover", query: tmdbQuery(readFilters(searchParams)) }, pageParam(searchParams)), movies.fetchGenres()]);
};
