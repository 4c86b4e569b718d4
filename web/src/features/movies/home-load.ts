import type { PageLoad } from "../../lib/page-route";
import { searchParamsOf } from "../../lib/page-params";
import { isSearchable } from "../../tmdb/request-checks";
import { homeSourceOf } from "./home-address";

/** Home shows the list its address names (./home-address.ts), on the page ?page= says; a search's first page also the people it finds. Genres feed the chips. */
export const loadHome: PageLoad = ({ searchParams, movies }) => {
  const { query, page } = searchParamsOf(searchParams);
  const source = homeSourceOf(searchParams);
  const people = query && page === 1 && isSearchable(query) ? movies.searchPeople(query) : undefined;
  return Promise.all([source ? movies.fetchList(source, page) : undefined, people, movies.fetchGenres()]);
};
