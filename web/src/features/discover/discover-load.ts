import { pageParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";

/**
 * Discover's films for the filters and page its address names, and the genres its form offers.
 * The rules reading the address are asked for from the page's module, which imports them: they
 * travel with the page's own code, not in what every page downloads first, and no chunk of their
 * own is named in that download (docs/decisions/029).
 */
export const loadDiscover: PageLoad = async ({ searchParams, movies }) => {
  const { readFilters, tmdbQuery } = await import("./discover-page");
  await Promise.all([movies.fetchBrowse({ kind: "discover", query: tmdbQuery(readFilters(searchParams)) }, pageParam(searchParams)), movies.fetchGenres()]);
};
