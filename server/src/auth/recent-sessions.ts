import { LRUCache } from "lru-cache";
import { parse } from "hono/utils/cookie";
import type { Auth } from "./create-auth";

export type SignedInSession = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** How long a session once read is trusted without reading it again. */
export const REMEMBER_SESSION_MS = 10_000;
/** Bounded, whoever signs in: the least recently used are forgotten first. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * The signed-in session a request's cookie stands for, remembered for a few seconds. Reading a
 * session verifies the cookie's signature (WebCrypto) and looks it up in the database: about half
 * a millisecond of CPU, asked twice per signed-in page (the page and its list marks) and once per
 * list request. A page and the requests that follow it come within seconds, so they share one
 * read (docs/decisions/035).
 *
 * Only a session the auth service has just confirmed for exactly this cookie is remembered, under
 * the cookie's whole signed value (so a forged cookie is never trusted), and only if the session's
 * own token is the one the cookie carries. A change that ends or alters a person's sessions
 * (signing out, a new password, name or address, deleting the account: auth-routes.ts) forgets that
 * person's sessions in this process (`forgetUser`), and a read that began before it does not
 * remember what it read. Another server process may trust a session signed out elsewhere for at
 * most REMEMBER_SESSION_MS, as better-auth's own cookie cache does for minutes. A session past its
 * expiry is never used.
 */
export class RecentSessions {
  private readonly keysOfUser = new Map<string, Set<string>>();
  private readonly sessions = new LRUCache<string, SignedInSession>({
    max: REMEMBERED_SESSIONS,
    ttl: REMEMBER_SESSION_MS,
    dispose: (session, key) => {
      const keys = this.keysOfUser.get(session.user.id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOfUser.delete(session.user.id);
    },
  });
  /** Bumped by every forget: a read that began before one does not remember its session. */
  private generation = 0;
  private readonly cookieName: Promise<string>;

  constructor(private readonly auth: Auth) {
    this.cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  }

  async read(headers: Headers): Promise<SignedInSession | null> {
    const name = await this.cookieName;
    // The first well-formed cookie of the name, decoded (better-auth reads the first: they differ only
    // when that one is malformed, and a session is only remembered under the cookie it was confirmed for).
    const value = parse(headers.get("cookie") ?? "", name)[name];
    const kept = value === undefined ? undefined : this.sessions.get(value);
    if (kept && new Date(kept.session.expiresAt).getTime() > Date.now()) return kept;
    const began = this.generation;
    const session = await this.auth.api.getSession({ headers });
    // The cookie's value is `token.signature`: remember the session only under the cookie it came from.
    if (session && value !== undefined && began === this.generation && value.slice(0, value.lastIndexOf(".")) === session.session.token) {
      this.sessions.set(value, session);
      const keys = this.keysOfUser.get(session.user.id) ?? new Set<string>();
      this.keysOfUser.set(session.user.id, keys.add(value));
    }
    return session;
  }

  /** Forgets every session remembered here: after a change whose person is not known beforehand (a link mailed to confirm an address). */
  forgetAll(): void {
    this.generation++;
    this.sessions.clear();
  }

  /** Forgets every session of this person remembered here. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const key of [...(this.keysOfUser.get(userId) ?? [])]) this.sessions.delete(key);
  }
}
