import type { Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { SessionUser, TmdbAnswer } from "../../../common/first-view";
import type { Auth } from "../auth/create-auth";

/**
 * What a server render reads in process: the TMDB-shaped API (embedded catalog or TMDB proxy) and
 * the visitor's session. Renders of the same pages for different visitors read the same answers,
 * so the API's answers are kept for two seconds: a moment's staleness is harmless on a first view
 * (the browser's own requests go to the API itself), and it spares renders of popular pages the
 * API's request handling and JSON parsing. Sessions are read afresh every time: a signed-out or
 * revoked session must not render a signed-in page.
 */
const KEPT_FOR_MS = 2_000;
const MAX_KEPT = 10_000;

/** The session cookie better-auth sets (with its __Secure- prefix over HTTPS). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * A GET on the API: the Hono application that answers /3 handles the request object directly,
 * with no connection to the server itself. Successful answers are kept for a few seconds.
 * `forward` adds the visitor's headers that change an answer (fault injection in tests).
 */
export function inProcessTmdb(api: Hono, basePath: string) {
  const recent = new LRUCache<string, TmdbAnswer>({ max: MAX_KEPT, ttl: KEPT_FOR_MS });
  return (forward: Record<string, string | undefined>) => {
    const headers = Object.fromEntries(Object.entries(forward).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const varies = JSON.stringify(headers);
    return async (path: string, query: URLSearchParams): Promise<TmdbAnswer> => {
      // The application's base path ("/3") is part of the paths it answers.
      const url = `${basePath}${path}?${query.toString()}`;
      const key = `${varies} ${url}`;
      const kept = recent.get(key);
      if (kept) return kept;
      const response = await api.request(url, { headers });
      const answer: TmdbAnswer = { status: response.status, body: await response.json().catch(() => undefined) };
      if (response.ok) recent.set(key, answer);
      return answer;
    };
  };
}

/** The signed-in user a Cookie header stands for, read by the auth service. */
export function inProcessSession(auth: Auth, cookie: string) {
  return async (): Promise<SessionUser | null> => {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    return session?.user ?? null;
  };
}
