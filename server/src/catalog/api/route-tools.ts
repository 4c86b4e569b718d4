import type { Context } from "hono";
import type { CatalogStore } from "../store/catalog-store";
import { readPathId } from "./params";
import { tmdbError } from "./tmdb-errors";

/** What every group of catalog routes is given by createCatalogApi. */
export interface RouteTools {
  /** The catalog to answer from right now (an import can swap it in between requests). */
  catalog: () => CatalogStore;
  /**
   * Answers from the answer cache under `key`, computing on a miss. The key must hold everything
   * `compute` reads from the request (see cacheKey).
   */
  answer: (c: Context, catalog: CatalogStore, key: string, compute: () => unknown) => Response;
}

/**
 * A value derived once per catalog (a ranked list, say) and dropped with it: a swapped-in catalog
 * computes its own on first use.
 */
export function perCatalog<T>(compute: (catalog: CatalogStore) => T): (catalog: CatalogStore) => T {
  const values = new WeakMap<CatalogStore, T>();
  return (catalog) => {
    if (!values.has(catalog)) values.set(catalog, compute(catalog));
    return values.get(catalog)!;
  };
}

/**
 * Handlers for paths that name something by `:id` (a film, a person, a collection): TMDB's 404
 * (code 34) unless the id is one and the catalog has it, so each handler gets a known id.
 */
export function withPathId(current: () => CatalogStore, exists: (catalog: CatalogStore, id: number) => boolean) {
  return (handler: (c: Context, id: number, catalog: CatalogStore) => Response) => (c: Context) => {
    const id = readPathId(c.req.param("id") ?? "");
    const catalog = current();
    if (id === undefined || !exists(catalog, id)) return tmdbError(c, "notFound");
    return handler(c, id, catalog);
  };
}

/** A film's paths: `withPathId` for the films the catalog has. */
export const withMovieId = (current: () => CatalogStore) => withPathId(current, (catalog, id) => catalog.has(id));
