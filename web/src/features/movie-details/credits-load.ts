import { parseIdParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";
import type { AnswerRequest } from "../../stores/movie-store";
import type { FilmCredits } from "../../tmdb/entities";
import { CACHE_TTL_MS, cacheKeys } from "../../tmdb/ttl-cache";

/** A film's whole cast and crew, kept as long as its details; the page reads it from the store's "credits" slot. */
export const creditsAnswer = (id: number): AnswerRequest<FilmCredits> => ({
  slot: "credits",
  key: cacheKeys.credits(id),
  ttlMs: CACHE_TTL_MS.details,
  fetch: (service) => service.getMovieCredits(id),
  fallback: "Failed to fetch the cast and crew",
});

/** A film's cast and crew page: the film (for its heading) and its whole credits. */
export const loadFilmCredits: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined) await Promise.all([movies.fetchMovieDetails(id), movies.show(creditsAnswer(id))]);
};
