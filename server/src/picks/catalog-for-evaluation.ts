import type { CatalogStore } from "../catalog/store/catalog-store";
import type { EvaluationCatalog } from "./evaluate-picks";

/** Films of a neighbour list a seed's page 1 holds, as the catalog's API answers it. */
const PAGE = 20;

/** The embedded catalog as the picks' evaluation reads it: the same neighbours the API's page 1 gives (picks-routes.ts). */
export function catalogForEvaluation(store: CatalogStore): EvaluationCatalog {
  const items = (ids: readonly number[]) => ids.slice(0, PAGE).flatMap((id) => store.listItem(id) ?? []);
  return {
    films: store.byPopularity.flatMap((id) => store.listItem(id) ?? []),
    neighbours: (movieId) => ({ seedGenres: store.listItem(movieId)?.genre_ids ?? [], recommended: items(store.recommendations(movieId)), similar: items(store.similar(movieId)) }),
  };
}
