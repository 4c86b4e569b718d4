import type { Hono } from "hono";
import type { SessionUser, TmdbAnswer } from "../../../common/first-view";
import type { Auth } from "../auth/create-auth";

/**
 * The TMDB-shaped API (embedded catalog or TMDB proxy) asked in process: the Hono application that
 * answers /3 handles the request object directly, with no connection to the server itself.
 * `forward` adds the visitor's headers that change an answer (fault injection in tests).
 */
export function inProcessTmdb(api: Hono, basePath: string, forward: Record<string, string | undefined>) {
  const headers = Object.fromEntries(Object.entries(forward).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return async (path: string, query: URLSearchParams): Promise<TmdbAnswer> => {
    // The application's base path ("/3") is part of the paths it answers.
    const response = await api.request(`${basePath}${path}?${query.toString()}`, { headers });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  };
}

/** The visitor's signed-in user, read by the auth service from their cookie, in process. */
export function inProcessSession(auth: Auth, cookie: string) {
  return async (): Promise<SessionUser | null> => {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    return session?.user ?? null;
  };
}
