import type { SessionUser } from "../../../common/first-view";
import type { AuthUser } from "./auth-types";

/**
 * The embedded provider's client: the session call every page makes. Plain fetch rather than
 * better-auth's client library keeps these few kilobytes out of the first paint
 * (docs/decisions/009-embedded-auth.md); signing in, up and out (./embedded-auth-calls.ts) load
 * when a visitor does one of them.
 */
/** Where the server's auth endpoints are. */
export const AUTH_BASE = "/api/auth";

/** What a visitor is told when the server (or the code to reach it) cannot be reached. */
export const UNREACHABLE_MESSAGE = "We couldn’t reach the server. Check your connection and try again.";
/** What a person is told of a failure on the server's side, or an answer that could not be read. */
export const SERVER_FAILED_MESSAGE = "Something went wrong on our side. Please try again.";

export interface SessionBody {
  user: SessionUser;
}

/** The app's view of a signed-in user, from the auth service's (here, or the server's session in a first view). */
export function authUserOf(body: SessionUser): AuthUser {
  return { id: body.id, name: body.name, email: body.email, imageUrl: body.image ?? null };
}

export const embeddedAuthClient = {
  async getSession(): Promise<AuthUser | null> {
    const response = await fetch(`${AUTH_BASE}/get-session`, { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as SessionBody | null;
    return body?.user ? authUserOf(body.user) : null;
  },
};
