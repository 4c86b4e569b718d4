import type { Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { SessionUser, ApiAnswer } from "../../../common/first-view";
import type { RecentSessions } from "../auth/recent-sessions";

/**
 * What a server render reads in process: the TMDB-shaped API (embedded catalog or TMDB proxy) and
 * the visitor's session. Renders of the same pages for different visitors read the same answers,
 * so the API's answers are kept for two seconds: a moment's staleness is harmless on a first view
 * (the browser's own requests go to the API itself), and it spares renders of popular pages the
 * API's request handling and JSON parsing. Sessions are read afresh every time: a signed-out or
 * revoked session must not render a signed-in page.
 */
const KEPT_FOR_MS = 2_000;
/** What the kept answers may weigh at most, counted as their JSON text: popular pages need a few hundred kB. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;

/** The session cookie better-auth sets (with its __Secure- prefix over HTTPS). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * A GET on the API: the Hono application that answers /3 handles the request object directly,
 * with no connection to the server itself. Successful answers are kept for a few seconds, within
 * a bound on their size, and dropped as soon as they expire. `forward` adds the visitor's headers
 * that change an answer (fault injection in tests); answers to such requests are never kept.
 */
export function inProcessTmdb(api: Hono, basePath: string) {
  const recent = new LRUCache<string, { answer: ApiAnswer; bytes: number }>({
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (entry, key) => entry.bytes + key.length,
    ttl: KEPT_FOR_MS,
    ttlAutopurge: true,
  });
  return (forward: Record<string, string | undefined>) => {
    const headers = sentHeaders(forward);
    const keep = Object.keys(headers).length === 0;
    return async (path: string, query: URLSearchParams): Promise<ApiAnswer> => {
      // The application's base path ("/3") is part of the paths it answers.
      const url = `${basePath}${path}?${query.toString()}`;
      const kept = keep ? recent.get(url) : undefined;
      if (kept) return kept.answer;
      const { answer, bytes } = await askInProcess(api, url, headers);
      if (keep && answer.status >= 200 && answer.status < 300 && answer.body !== undefined) recent.set(url, { answer, bytes });
      return answer;
    };
  };
}

/** The headers that have a value, as a request sends them. */
const sentHeaders = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** One GET handled by `api` directly (no connection), its JSON parsed; `bytes` is the answer's length as text. */
async function askInProcess(api: Hono, url: string, headers: Record<string, string>): Promise<{ answer: ApiAnswer; bytes: number }> {
  const response = await api.request(url, { headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  return { answer: { status: response.status, body }, bytes: text.length };
}

/** The signed-in user a Cookie header stands for, read by the auth service. */
export function inProcessSession(sessions: Pick<RecentSessions, "read">, cookie: string) {
  return async (): Promise<SessionUser | null> => {
    const session = await sessions.read(new Headers({ cookie }));
    return session?.user ?? null;
  };
}

/**
 * A GET on the visitor's lists (/api/me), answered in process by the lists' application as the
 * visitor (their Cookie header, and in tests their fault header). Never kept: lists are each
 * visitor's own and change at any moment.
 */
export function inProcessMe(api: Hono | undefined, headers: Record<string, string | undefined>) {
  const sent = sentHeaders(headers);
  return async (path: string, query: URLSearchParams): Promise<ApiAnswer> => {
    // Without the lists (Clerk, or a server without accounts) there is nothing at /api/me.
    if (!api) return { status: 404, body: undefined };
    return (await askInProcess(api, `/api/me${path}?${query.toString()}`, sent)).answer;
  };
}
