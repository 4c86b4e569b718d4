import { Hono, type Context } from "hono";
import type { AppendName, MovieAppends, MovieDetails, MovieKeywords, RecommendationItem } from "../../../../common/tmdb/wire-types";
import { GENRES } from "../model";
import type { CatalogStore } from "../store/catalog-store";
import { addCollectionRoutes } from "./collection-routes";
import { configurationBody } from "./configuration";
import { generatedImages } from "./generated-images";
import { addMovieListRoutes } from "./movie-list-routes";
import { paginate } from "./paginate";
import { cacheKey, ResponseCache } from "./response-cache";
import { addClientRoutes } from "./client-routes";
import { addPeopleRoutes } from "./people-routes";
import { readAppends, readPage } from "./params";
import { withMovieId, type RouteTools } from "./route-tools";
import { addSearchRoutes } from "./search-routes";
import { tmdbError, TmdbRequestError, TmdbValidationError, validationError } from "./tmdb-errors";

export interface CatalogApiOptions {
  /** The key clients must send as `api_key` (or as a Bearer token). */
  apiKey: string;
  /** The catalog to answer from right now (it can be swapped by an import while we run). */
  catalog: () => CatalogStore;
  /** The answer cache for a catalog; by default one per catalog, made on first use. */
  cacheFor?: (catalog: CatalogStore) => ResponseCache;
  /** The image host /configuration names (IMAGE_BASE_URL); by default this server's /t/p/. */
  imageBaseUrl?: string | undefined;
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

/**
 * TMDB API v3, the paths MovieApp uses, answered from the embedded catalog. Mounted at /3. A film's
 * own paths are here; lists, searches, collections and people have files of their own.
 */
export function createCatalogApi(options: CatalogApiOptions): Hono {
  const api = new Hono();

  // Each route reads its parameters first and caches under them (see cacheKey); the answer is
  // computed from those values alone, so every request with the same key gets the same answer.
  const cacheFor = options.cacheFor ?? cachePerCatalog();
  const answer = (c: Context, catalog: CatalogStore, key: string, compute: () => unknown): Response =>
    cacheFor(catalog).respond(c, key, compute);
  const tools: RouteTools = { catalog: options.catalog, answer };

  api.use("*", async (c, next) => {
    if (!hasValidKey(c, options.apiKey)) return tmdbError(c, "invalidApiKey");
    await next();
  });

  api.onError((error, c) => {
    if (error instanceof TmdbRequestError) return tmdbError(c, error.errorName);
    if (error instanceof TmdbValidationError) return validationError(c, error.errors);
    throw error;
  });

  // The image host is this server, at whatever origin the client reached it by, unless another is configured.
  api.get("/configuration", (c) => c.json(configurationBody(options.imageBaseUrl ?? `${new URL(c.req.url).origin}/t/p/`)));

  // TMDB's genres that some film of this catalog has: a genre offered must lead somewhere (TMDB
  // lists all 19, and on TMDB every one has films; a small catalog may have none of some).
  api.get("/genre/movie/list", (c) => {
    const catalog = options.catalog();
    return answer(c, catalog, cacheKey("genres"), () => {
      const present = new Set(catalog.films.genreIds.values);
      return { genres: GENRES.filter((genre) => present.has(genre.id)) };
    });
  });

  addMovieListRoutes(api, tools);
  addSearchRoutes(api, tools);
  addCollectionRoutes(api, tools);
  // Before /movie/:id, which would take /movie/latest for a film id.
  addClientRoutes(api, tools);

  const withMovie = withMovieId(options.catalog);

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

  api.get("/movie/:id/keywords", withMovie((c, id, catalog) =>
    answer(c, catalog, cacheKey("keywords", { id }), (): MovieKeywords => ({ id, keywords: catalog.keywords.keywordsOf(catalog.keywordNamesOf(id)) }))));

  api.get("/movie/:id/similar", withMovie((c, id, catalog) => {
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("similar", { id, page }), () => paginate(catalog.similar(id), page, (other) => catalog.listItem(other)));
  }));

  api.get("/movie/:id/recommendations", withMovie((c, id, catalog) => {
    const page = readPage(c.req.query("page"));
    return answer(c, catalog, cacheKey("recommendations", { id, page }), () => paginate(catalog.recommendations(id), page, recommendationItem(catalog)));
  }));

  addPeopleRoutes(api, tools);

  api.all("*", (c) => tmdbError(c, "notFound"));
  return api;
}
