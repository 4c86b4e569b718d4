import type { ApiAnswer } from "../../../common/first-view";
import { ME_BASE } from "../../../common/lists";
import { currentSession, sessionRefused, useAuthStore } from "../auth/auth-store";
import { ApiError, MESSAGES, NetworkError } from "../tmdb/api-errors";

/**
 * The person's own lists at /api/me (docs/decisions/026, 037): plain `fetch` with the session
 * cookie (and with Clerk, its current session token), JSON both ways. A refusal becomes an
 * ApiError carrying the server's own words (`{ code, message }`), so what a person is told is
 * what the server said; a 401 also says the session is over (auth-store.ts's sessionRefused). No
 * answer in time (10 s unless told otherwise), or none at all, is the same NetworkError the
 * catalog's requests give.
 */
const TIMEOUT_MS = 10_000;
/**
 * A change smaller than this is sent with `keepalive`, so it still reaches the server when the
 * page is closed or left right after it was made; the browser allows such requests 64 KiB in all,
 * so an import's file (megabytes) is sent as an ordinary request.
 */
const KEEPALIVE_MAX_CHARS = 8_000;

/**
 * With Clerk, its current session token as a Bearer token (auth-store.ts's `sessionToken`). If
 * Clerk cannot give one, or not before the request's time is up, the request goes with the cookie
 * alone, which the server reads too.
 */
async function sessionHeader(signal: AbortSignal): Promise<Record<string, string>> {
  const ask = useAuthStore.getState().sessionToken;
  if (!ask) return {};
  const gaveUp = new Promise<null>((resolve) => signal.addEventListener("abort", () => resolve(null), { once: true }));
  const token = await Promise.race([ask().catch(() => null), gaveUp]);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Reads one of /api/me's answers: `path` is below /api/me, with its query. */
export type MeGet = <T>(path: string) => Promise<T>;

/** The error for a refused request: the server's message when it gave one. */
export function meFailure(status: number, path: string, body: unknown): ApiError {
  const message = typeof body === "object" && body !== null && "message" in body && typeof body.message === "string" ? body.message : MESSAGES.requestFailed;
  return new ApiError(message, status, `${ME_BASE}${path}`);
}

/**
 * Sends one request; a string body is sent as it is (an import's file), anything else as JSON, which
 * leaves out fields set to undefined: a change sent with `added_at: undefined` (anything but an
 * undo, which restores the old time) is dated by the server, now. Resolves to the answer's JSON
 * (undefined for 204). `timeoutMs` is for the requests that may rightly take long (an import of
 * thousands of rows).
 */
export async function meRequest<T>(method: "GET" | "PUT" | "POST" | "PATCH" | "DELETE", path: string, body?: unknown, timeoutMs = TIMEOUT_MS): Promise<T> {
  const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  const signal = AbortSignal.timeout(timeoutMs);
  const sentIn = currentSession();
  let response: Response;
  try {
    response = await fetch(`${ME_BASE}${path}`, {
      method,
      credentials: "same-origin",
      headers: { ...(await sessionHeader(signal)), ...(body === undefined ? {} : { "Content-Type": typeof body === "string" ? "text/csv" : "application/json" }) },
      body: payload,
      keepalive: method !== "GET" && (payload?.length ?? 0) < KEEPALIVE_MAX_CHARS,
      signal,
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
  if (response.status === 401) sessionRefused(sentIn);
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
