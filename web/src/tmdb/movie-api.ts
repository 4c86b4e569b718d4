import { runtimeConfig } from "../lib/runtime-config";
import { MESSAGES, NetworkError } from "./api-errors";
import type { MovieService } from "./movie-service";

/**
 * The movie service and its HTTP client (ky) load with the first request, not with the page
 * (docs/decisions/015): a server-rendered page asks for nothing until the visitor acts, so these
 * ~7 KB (gzip) are not part of what every page loads first. A failed load is forgotten, so the
 * next request tries again; the request that hit it fails as a network error, which is what it is.
 */
let loading: Promise<MovieService> | undefined;
function loadService(): Promise<MovieService> {
  loading ??= Promise.all([import("./movie-service"), import("./http-client")]).then(
    ([{ createMovieService }, { createHttpClient }]) => {
      const config = runtimeConfig();
      return createMovieService(createHttpClient({ baseUrl: config.tmdbBaseUrl, apiKey: config.tmdbApiKey }));
    },
    () => {
      loading = undefined;
      throw new NetworkError(MESSAGES.network);
    },
  );
  return loading;
}

/**
 * The app's movie service, pointed at the base URL and key the server handed over. Every call is
 * forwarded once the service has loaded, by name, so a new call costs the first download nothing.
 */
const service = new Proxy({} as MovieService, {
  get: (_target, name) => (...args: unknown[]) =>
    loadService().then((loaded) => (loaded[name as keyof MovieService] as (...forwarded: unknown[]) => unknown)(...args)),
});

export function movieApi(): MovieService {
  return service;
}

/** Starts loading the service ahead of the first request (a page rendered in the browser, or the visitor's first interaction). */
export function preloadMovieApi(): void {
  loadService().catch(() => undefined);
}
