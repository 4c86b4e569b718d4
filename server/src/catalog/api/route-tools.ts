import type { Context } from "hono";
import type { CatalogStore } from "../store/catalog-store";

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
