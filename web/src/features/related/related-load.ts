import { pageParam, parseIdParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";
import { isRelatedList } from "./related-lists";

/** A page of a film's similar or recommended films (?page=), with the film itself for the heading. Page 1 is the details page's row. */
export const loadRelatedMovies: PageLoad = async ({ params, searchParams, movies }) => {
  const id = parseIdParam(params.id);
  const list = params.list;
  if (id !== undefined && isRelatedList(list)) await Promise.all([movies.fetchMovieDetails(id), movies.fetchBrowse({ kind: "related", movieId: id, list }, pageParam(searchParams))]);
};
