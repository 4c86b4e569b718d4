import { parseIdParam } from "../../lib/page-params";
import type { PageLoad } from "../../lib/page-route";
import type { AnswerRequest } from "../../stores/movie-store";
import type { CollectionDetails } from "../../tmdb/entities";
import { CACHE_TTL_MS, cacheKeys } from "../../tmdb/ttl-cache";

/** A collection with its films, kept as long as a film's details; the page reads it from the store's "collection" slot. */
export const collectionAnswer = (id: number): AnswerRequest<CollectionDetails> => ({
  slot: "collection",
  key: cacheKeys.collection(id),
  ttlMs: CACHE_TTL_MS.details,
  fetch: (service) => service.getCollection(id),
  fallback: "Failed to fetch the collection",
});

/** A collection's page: the collection and its films. */
export const loadCollection: PageLoad = async ({ params, movies }) => {
  const id = parseIdParam(params.id);
  if (id !== undefined) await movies.show(collectionAnswer(id));
};
