import type { ApiAnswer } from "../../../common/first-view";
import { ME_BASE } from "../../../common/lists";
import { ApiError, MESSAGES, NetworkError } from "../tmdb/api-errors";

/**
 * The person's own lists at /api/me (docs/decisions/026): plain `fetch` with the session cookie,
 * JSON both ways. A refusal becomes an ApiError carrying the server's own words (`{ code,
 * message }`), so what a person is told is what the server said; no answer in time (10 s unless
 * told otherwise), or none at all, is the same NetworkError the catalog's requests give.
 */
const TIMEOUT_MS = 10_000;
/**
 * A change smaller than this is sent with `keepalive`, so it still reaches the server when the
 * page is closed or left right after it was made; the browser allows such requests 64 KiB in all,
 * so an import's file (up to 2 MB) is sent as an ordinary request.
 */
const KEEPALIVE_MAX_CHARS = 8_000;

/** Reads one of /api/me's answers: `path` is below /api/me, with its query. */
export type MeGet = <T>(path: string) => Promise<T>;

/** The error for a refused request: the server's message when it gave one. */
export function meFailure(status: number, path: string, body: unknown): ApiError {
  const message = typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : MESSAGES.requestFailed;
  return new ApiError(message, status, `${ME_BASE}${path}`);
}

/**
 * Sends one request; a string body is sent as it is (an import's file), anything else as JSON.
 * Resolves to the answer's JSON (undefined for 204). `timeoutMs` is for the requests that may
 * rightly take long (an import of thousands of rows).
 */
export async function meRequest<T>(method: "GET" | "PUT" | "POST" | "DELETE", path: string, body?: unknown, timeoutMs = TIMEOUT_MS): Promise<T> {
  const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  let response: Response;
  try {
    response = await fetch(`${ME_BASE}${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? {} : { "Content-Type": typeof body === "string" ? "text/csv" : "application/json" },
      body: payload,
      keepalive: method !== "GET" && (payload?.length ?? 0) < KEEPALIVE_MAX_CHARS,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new NetworkError(error instanceof DOMException && error.name === "TimeoutError" ? MESSAGES.timeout : MESSAGES.network);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw meFailure(response.status, path, json);
  if (text && json === undefined) throw new ApiError(MESSAGES.unexpected, 500, `${ME_BASE}${path}`);
  return json as T;
}

/** The browser's reads of /api/me. */
export const meGet: MeGet = (path) => meRequest("GET", path);

/** The server's reads of /api/me while it renders a first view, answered in process for the visitor. */
export function inProcessMeGet(answer: (path: string, query: URLSearchParams) => Promise<ApiAnswer>): MeGet {
  return async <T,>(pathWithQuery: string) => {
    const [path = "", query = ""] = pathWithQuery.split("?");
    const { status, body } = await answer(path, new URLSearchParams(query));
    if (status >= 200 && status < 300 && body !== undefined) return body as T;
    throw meFailure(status, path, body);
  };
}
