import { parseIdParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";
import { isRelatedList } from "./related-lists";

/** A film's similar or recommended films, all of the first page, with the film itself for the heading. */
export const loadRelatedMovies: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined && isRelatedList(params.list)) await Promise.all([movies.fetchMovieDetails(id), movies.fetchRelated(id)]);
};
