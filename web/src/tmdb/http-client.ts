import ky, { HTTPError, TimeoutError, type KyInstance } from "ky";
import { tmdbQuery } from "../../../common/tmdb/request-query";
import { ApiError, errorForStatus, MESSAGES, NetworkError } from "./api-errors";

export interface HttpClientOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}

/** A request times out after 10 s; GET, HEAD and OPTIONS are retried on 408, 429, 500, 502, 503, 504 or no response, 3 times, waiting 1 s and doubling. */
export const TIMEOUT_MS = 10_000;
export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
export const RETRY_LIMIT = 3;
export const retryDelayMs = (attempt: number) => 1000 * 2 ** (attempt - 1);

export type QueryParams = Record<string, string | number | boolean>;

/**
 * The one HTTP client for movie data: every request is a GET with `api_key` and
 * `language=en-US` added, and the response body is used as it is.
 */
export function createHttpClient(options: HttpClientOptions) {
  const client: KyInstance = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ""),
    timeout: TIMEOUT_MS,
    retry: {
      limit: RETRY_LIMIT,
      methods: ["get", "head", "options"],
      statusCodes: RETRY_STATUSES,
      delay: retryDelayMs,
      retryOnTimeout: false,
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return async function get<T = unknown>(endpoint: string, params: QueryParams = {}): Promise<T> {
    const searchParams = tmdbQuery(options.apiKey, params);
    try {
      return await client.get(endpoint.replace(/^\//, ""), { searchParams }).json<T>();
    } catch (error) {
      if (error instanceof HTTPError) {
        const body: unknown = await error.response.json().catch(() => undefined);
        // The generic message names the status only: ky's own message carries the request's
        // address, and with it the API key, which has no place in what a visitor is shown.
        throw errorForStatus(error.response.status, endpoint, body, `Request failed with status code ${error.response.status}`);
      }
      if (error instanceof TimeoutError) throw new NetworkError(MESSAGES.timeout);
      if (error instanceof SyntaxError) throw new ApiError(MESSAGES.unexpected, 500, endpoint);
      if (error instanceof TypeError) throw new NetworkError(MESSAGES.network);
      throw error;
    }
  };
}

export type HttpGet = ReturnType<typeof createHttpClient>;
