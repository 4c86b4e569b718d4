import type { Hono } from "hono";
import { cacheKey } from "./response-cache";
import { withPathId, type RouteTools } from "./route-tools";

/** `/3/collection/{id}`: a collection and its films, earliest first; TMDB's 404 (code 34) for an id that is none. */
export function addCollectionRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  const withCollection = withPathId(current, (catalog, id) => catalog.collections.has(id));
  api.get("/collection/:id", withCollection((c, id, catalog) => answer(c, catalog, cacheKey("collection", { id }), () => catalog.collections.details(id))));
}
