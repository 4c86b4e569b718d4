import type { Hono } from "hono";
import { readPathId } from "./params";
import { cacheKey } from "./response-cache";
import type { RouteTools } from "./route-tools";
import { tmdbError } from "./tmdb-errors";

/** `/3/collection/{id}`: a collection and its films, earliest first; TMDB's 404 (code 34) for an id that is none. */
export function addCollectionRoutes(api: Hono, { catalog: current, answer }: RouteTools): void {
  api.get("/collection/:id", (c) => {
    const id = readPathId(c.req.param("id"));
    const catalog = current();
    if (id === undefined || !catalog.collections.has(id)) return tmdbError(c, "notFound");
    return answer(c, catalog, cacheKey("collection", { id }), () => catalog.collections.details(id));
  });
}
