import { runtimeConfig } from "../lib/runtime-config";
import { createHttpClient } from "./http-client";
import { createMovieService, type MovieService } from "./movie-service";

/** The app's movie service, pointed at the base URL and key the server handed over. */
let service: MovieService | undefined;
export function movieApi(): MovieService {
  if (!service) {
    const config = runtimeConfig();
    service = createMovieService(createHttpClient({ baseUrl: config.tmdbBaseUrl, apiKey: config.tmdbApiKey }));
  }
  return service;
}
