import type { PageLoad } from "../../lib/page-route";
import { searchParamsOf } from "../../lib/page-params";
import { isSearchable } from "../../tmdb/request-checks";

/** /search?q=…&page=…: the query's results, once the query is long enough to search for. */
export const loadSearch: PageLoad = async ({ searchParams, movies }) => {
  const { query, page } = searchParamsOf(searchParams);
  if (isSearchable(query)) await movies.searchMovies(query, page);
};
