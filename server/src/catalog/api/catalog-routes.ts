import { Hono, type Context } from "hono";
import type { AppendName, MovieAppends, MovieDetails, RecommendationItem } from "../../../../common/tmdb/wire-types";
import { GENRES } from "../model";
import type { CatalogStore } from "../store/catalog-store";
import { configurationBody } from "./configuration";
import { discoverMatcher, readDiscoverFilter } from "./discover-filter";
import { readSortOrder, sortIds, type SortOrder } from "./discover-sort";
import { generatedImages } from "./generated-images";
import { paginate } from "./paginate";
import { cacheKey, ResponseCache } from "./response-cache";
import { addPeopleRoutes } from "./people-routes";
import { readAppends, readBoolean, readDatePrefix, readPathId, readPage, readSearchQuery } from "./params";
import { queryMissing, tmdbError, TmdbRequestError } from "./tmdb-errors";

export interface CatalogApiOptions {
  /** The key clients must send as `api_key` (or as a Bearer token). */
  apiKey: string;
  /** The catalog to answer from right now (it can be swapped by an import while we run). */
  catalog: () => CatalogStore;
  /** The answer cache for a catalog; by default one per catalog, made on first use. */
  cacheFor?: (catalog: CatalogStore) => ResponseCache;
}

/** One cache of serialised answers per catalog file; a swapped-in catalog starts a new one. */
function cachePerCatalog(): (catalog: CatalogStore) => ResponseCache {
  const caches = new WeakMap<CatalogStore, ResponseCache>();
  return (catalog) => {
    let cache = caches.get(catalog);
    if (!cache) caches.set(catalog, (cache = new ResponseCache()));
    return cache;
  };
}

const MOVIE_APPENDS: readonly AppendName[] = ["videos", "images", "credits", "similar", "recommendations"];

function hasValidKey(c: Pick<Context, "req">, apiKey: string): boolean {
  if (c.req.query("api_key") === apiKey) return true;
  const auth = c.req.header("Authorization");
  return auth !== undefined && auth.replace(/^Bearer\s+/i, "") === apiKey;
}

/** TMDB API v3, the paths MovieApp uses, answered from the embedded catalog. Mounted at /3. */
export function createCatalogApi(options: CatalogApiOptions): Hono {
  const api = new Hono();
  const sortedCache = new WeakMap<CatalogStore, Map<string, number[]>>();
  const sorted = (catalog: CatalogStore, order: SortOrder): number[] => {
    let byOrder = sortedCache.get(catalog);
    if (!byOrder) sortedCache.set(catalog, (byOrder = new Map<string, number[]>()));
    const key = `${order.key}.${order.descending ? "desc" : "asc"}`;
    let ids = byOrder.get(key);
    if (!ids) byOrder.set(key, (ids = sortIds(catalog.movies, order)));
    return ids;
  };

  // Each route reads its parameters first and caches under them (see cacheKey); the answer is
  // computed from those values alone, so every request with the same key gets the same answer.
  const cacheFor = options.cacheFor ?? cachePerCatalog();
  const answer = (c: Context, catalog: CatalogStore, key: string, compute: () => unknown): Response =>
    cacheFor(catalog).respond(c, key, compute);

  api.use("*", async (c, next) => {
    if (!hasValidKey(c, options.apiKey)) return tmdbError(c, "invalidApiKey");
    await next();
  });

  api.onError((error, c) => {
    if (error instanceof TmdbRequestError) return tmdbError(c, error.errorName);
    throw error;
  });

  // The image host is this server, at whatever origin the client reached it by.
  api.get("/configuration", (c) => c.json(configurationBody(`${new URL(c.req.url).origin}/t/p/`)));

  api.get("/genre/movie/list", (c) => answer(c, options.catalog(), cacheKey("genres"), () => ({ genres: GENRES })));

  api.get("/movie/popular", (c) => {
    const catalog = options.catalog();
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("popular", { page }), () => paginate(catalog.byPopularity, page, (id) => catalog.listItem(id)));
  });

  api.get("/search/movie", (c) => {
    const query = readSearchQuery(c.req.query("query"));
    if (query === undefined) return queryMissing(c);
    const page = readPage(c.req.query("page"));
    const includeAdult = readBoolean(c.req.query("include_adult"));
    const year = readDatePrefix(c.req.query("year") ?? c.req.query("primary_release_year"));
    const catalog = options.catalog();
    return answer(c, catalog, cacheKey("search", { query, page, includeAdult, year }), () => {
      const ids = catalog.search.search(query, (id) => {
        const item = catalog.listItem(id);
        if (!item || (item.adult && !includeAdult)) return false;
        return year === undefined || item.release_date.startsWith(year);
      });
      return paginate(ids, page, (id) => catalog.listItem(id));
    });
  });

  api.get("/discover/movie", (c) => {
    const catalog = options.catalog();
    const page = readPage(c.req.query("page"));
    const order = readSortOrder(c.req.query("sort_by"));
    const filter = readDiscoverFilter((name) => c.req.query(name), catalog.originalLanguages);
    const key = cacheKey("discover", { page, sortBy: `${order.key}.${order.descending ? "desc" : "asc"}`, ...filter });
    return answer(c, catalog, key, () => {
      const matches = discoverMatcher(filter);
      return paginate(sorted(catalog, order).filter((id) => matches(catalog.movies.get(id)!)), page, (id) => catalog.listItem(id));
    });
  });

  const withMovie = (handler: (c: Context, id: number, catalog: CatalogStore) => Response) => (c: Context) => {
    const id = readPathId(c.req.param("id") ?? "");
    const catalog = options.catalog();
    if (id === undefined || !catalog.has(id)) return tmdbError(c, "notFound");
    return handler(c, id, catalog);
  };

  const recommendationItem = (catalog: CatalogStore) => (id: number): RecommendationItem | undefined => {
    const item = catalog.listItem(id);
    return item && { ...item, media_type: "movie" };
  };

  const movieWithAppends = (catalog: CatalogStore, id: number, appends: readonly AppendName[]): MovieDetails & MovieAppends => {
    const details = catalog.details(id)!;
    const body: MovieDetails & MovieAppends = details;
    const add: Record<AppendName, () => void> = {
      videos: () => (body.videos = { results: catalog.videos(id) }),
      images: () => (body.images = generatedImages(details)),
      credits: () => (body.credits = catalog.credits(id)),
      similar: () => (body.similar = paginate(catalog.similar(id), 1, (other) => catalog.listItem(other))),
      recommendations: () => (body.recommendations = paginate(catalog.recommendations(id), 1, recommendationItem(catalog))),
    };
    for (const name of appends) add[name]();
    return body;
  };

  api.get("/movie/:id", withMovie((c, id, catalog) => {
    const appends = readAppends(c.req.query("append_to_response"), MOVIE_APPENDS);
    return answer(c, catalog, cacheKey("movie", { id, appends }), () => movieWithAppends(catalog, id, appends));
  }));

  api.get("/movie/:id/credits", withMovie((c, id, catalog) => answer(c, catalog, cacheKey("credits", { id }), () => ({ id, ...catalog.credits(id) }))));

  api.get("/movie/:id/videos", withMovie((c, id, catalog) => answer(c, catalog, cacheKey("videos", { id }), () => ({ id, results: catalog.videos(id) }))));

  api.get("/movie/:id/images", withMovie((c, id, catalog) =>
    answer(c, catalog, cacheKey("images", { id }), () => ({ id, ...generatedImages(catalog.details(id)!) }))));

  api.get("/movie/:id/similar", withMovie((c, id, catalog) => {
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("similar", { id, page }), () => paginate(catalog.similar(id), page, (other) => catalog.listItem(other)));
  }));

  api.get("/movie/:id/recommendations", withMovie((c, id, catalog) => {
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("recommendations", { id, page }), () => paginate(catalog.recommendations(id), page, recommendationItem(catalog)));
  }));

  addPeopleRoutes(api, { catalog: options.catalog, answer });

  api.all("*", (c) => tmdbError(c, "notFound"));
  return api;
}
