import { LRUCache } from "lru-cache";
import type { Auth } from "./create-auth";

export type SignedInSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** How long a session once read is trusted without reading it again. */
export const REMEMBER_SESSION_MS = 10_000;
/** Bounded, whoever signs in: the least recently used are forgotten first. */
const REMEMBERED_SESSIONS = 10_000;
/** The session cookie's value (`token.signature`), under either of its names. */
const SESSION_TOKEN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/**
 * The signed-in session a request's cookie stands for, remembered for a few seconds. Reading a
 * session verifies the cookie's signature (WebCrypto) and looks it up in the database: about half
 * a millisecond of CPU, asked twice per signed-in page (the page and its list marks) and once per
 * list request. A page and the requests that follow it come within seconds, so they share one
 * read (docs/decisions/035).
 *
 * Only a session the auth service has just confirmed is remembered, under the cookie's whole
 * signed value, so a forged cookie is never trusted. Any change through the auth API (signing out,
 * in or up, a new name) forgets every remembered session in this process; another server process
 * may trust a session signed out elsewhere for at most REMEMBER_SESSION_MS, as better-auth's own
 * cookie cache does for minutes. A session past its expiry is never used.
 */
export class RecentSessions {
  private readonly sessions = new LRUCache<string, SignedInSession>({ max: REMEMBERED_SESSIONS, ttl: REMEMBER_SESSION_MS });

  constructor(private readonly auth: Auth) {}

  async read(headers: Headers): Promise<SignedInSession | null> {
    const token = SESSION_TOKEN.exec(headers.get("cookie") ?? "")?.[1];
    const kept = token === undefined ? undefined : this.sessions.get(token);
    if (kept && new Date(kept.session.expiresAt).getTime() > Date.now()) return kept;
    const session = await this.auth.api.getSession({ headers });
    if (session && token !== undefined) this.sessions.set(token, session);
    return session;
  }

  forgetAll(): void {
    this.sessions.clear();
  }
}
