import type { ApiAnswer } from "../../../common/first-view";
import { tmdbQuery } from "../../../common/tmdb/request-query";
import { ApiError, errorForStatus, MESSAGES } from "./api-errors";
import type { HttpGet, QueryParams } from "./http-client";

/**
 * The HTTP client's contract (same query, same errors) over an API answered in process: the server
 * rendering a first view reads its own catalog or TMDB proxy this way, with no request to itself.
 * Nothing is retried: if this fails, the browser loads the page itself, with its own retries.
 */
export function inProcessGet(apiKey: string, answer: (path: string, query: URLSearchParams) => Promise<ApiAnswer>): HttpGet {
  return async function get<T = unknown>(endpoint: string, params: QueryParams = {}): Promise<T> {
    const { status, body } = await answer(endpoint, tmdbQuery(apiKey, params));
    if (status >= 200 && status < 300) {
      if (body === undefined) throw new ApiError(MESSAGES.unexpected, 500, endpoint);
      return body as T;
    }
    throw errorForStatus(status, endpoint, body);
  };
}
