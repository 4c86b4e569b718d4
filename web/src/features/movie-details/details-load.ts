import type { PageLoad } from "../../lib/page-route";
import { parseIdParam } from "../../lib/page-params";

/** A film's page: its details, and the first page of its similar and recommended films. */
export const loadMovieDetails: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined) await Promise.all([movies.fetchMovieDetails(id), movies.fetchRelated(id)]);
};
