import type { HandOver, PageLoad } from "../../lib/page-route";
import { parseIdParam } from "../../lib/page-params";
import { isKeptList, rowsOnly } from "../../stores/movie-store-rules";
import { cacheKeys } from "../../tmdb/ttl-cache";

/** A film's page: its details, and the first page of its similar and recommended films. */
export const loadMovieDetails: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined) await Promise.all([movies.fetchMovieDetails(id), movies.fetchRelated(id)]);
};

/**
 * A film's first view hands over its similar and recommended films' first pages with only what
 * their rows show of each film: their overviews alone were a third of the page's HTML. The lists'
 * own pages (See all), which show more, ask for them again.
 */
export const handOverMovieDetails: HandOver = (answers, { params }) => {
  const id = parseIdParam(params.id);
  if (id === undefined) return answers;
  const rows = new Set([cacheKeys.similar(id, 1), cacheKeys.recommendations(id, 1)]);
  return answers.map((answer) => (rows.has(answer.key) && isKeptList(answer.value) ? { ...answer, value: rowsOnly(answer.value) } : answer));
};
