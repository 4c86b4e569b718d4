import type { PageLoad } from "../../lib/page-route";
import { genreIdParam } from "../../lib/page-params";

/** Home shows the stored search's results when there is one; otherwise Popular, or one genre's films (?genre=). Genres feed the chips. */
export const loadHome: PageLoad = ({ searchParams, ui, movies }) => {
  const query = ui.searchQuery.trim();
  const genreId = genreIdParam(searchParams);
  const list = query ? movies.searchMovies(query, 1) : genreId ? movies.fetchMoviesByGenre(genreId, 1) : movies.fetchPopularMovies(1);
  return Promise.all([list, movies.fetchGenres()]);
};
