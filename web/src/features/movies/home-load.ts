import type { PageLoad } from "../../lib/page-route";
import { genreIdParam, listParam, searchParamsOf } from "../../lib/page-params";
import { isSearchable } from "../../tmdb/request-checks";

/**
 * Home shows what its address names: a search's results (?q=, with the people it finds), or one of
 * its lists: Popular, or another (?list=top_rated), each of all genres or of one (?genre=18); on the
 * page ?page= says. Genres feed the chips.
 */
export const loadHome: PageLoad = ({ searchParams, movies }) => {
  const { query, page } = searchParamsOf(searchParams);
  const genreId = genreIdParam(searchParams);
  const name = listParam(searchParams);
  // A query too short to search for asks for nothing: the page says what to do instead.
  const list = query
    ? isSearchable(query) ? movies.searchMovies(query, page) : undefined
    : name ? movies.fetchBrowse(genreId ? { kind: "list", list: name, genreId } : { kind: "list", list: name }, page) : genreId ? movies.fetchMoviesByGenre(genreId, page) : movies.fetchPopularMovies(page);
  // A search's first page also shows the people it finds.
  const people = query && page === 1 && isSearchable(query) ? movies.searchPeople(query) : undefined;
  return Promise.all([list, people, movies.fetchGenres()]);
};
