import type { PageLoad } from "../../lib/page-route";
import { searchParamsOf } from "../../lib/page-params";
import { isSearchable } from "../../tmdb/request-checks";

/** /search?q=…&page=…: the query's films, and on its first page the people it finds, once the query is long enough to search for. */
export const loadSearch: PageLoad = async ({ searchParams, movies }) => {
  const { query, page } = searchParamsOf(searchParams);
  if (isSearchable(query)) await Promise.all([movies.searchMovies(query, page), page === 1 ? movies.searchPeople(query) : undefined]);
};
