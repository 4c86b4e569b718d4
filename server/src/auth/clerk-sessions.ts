import { verifyToken } from "@clerk/backend";
import { parse } from "hono/utils/cookie";
import type { SessionReader, SignedInOwner } from "./session-reader";

/** How the server checks Clerk's session tokens, without asking Clerk (CLERK_JWT_KEY, CLERK_AUTHORIZED_PARTIES). */
export interface ClerkSessionSettings {
  /** Clerk's JWKS public key, as a PEM (auth/clerk-jwt-key.ts). */
  jwtKey: string;
  /** The origins whose pages may use a token (its `azp`): the app's own. */
  authorizedParties: string[];
}

/** The cookie Clerk's browser SDK keeps the current session token in, on the app's own domain. */
const SESSION_COOKIE = "__session";
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The id a Clerk user's lists are kept under. Embedded accounts' lists are kept under
 * better-auth's user ids, which are letters and digits only; every Clerk owner id holds a colon,
 * so the two can never name the same person's lists, whatever Clerk's `sub` is.
 */
export const clerkOwnerId = (sub: string): string => `clerk:${sub}`;

/**
 * The signed-in Clerk user a request is from, read from Clerk's session token: the
 * `Authorization: Bearer` header when the page sends one, else the `__session` cookie Clerk's SDK
 * sets. Verified by Clerk's own library with the instance's public key (no request to Clerk):
 * its signature, its expiry and not-before times (with Clerk's 5 s allowance for clock skew),
 * and that it was issued to one of the app's own origins (`azp`). A session Clerk marks as still
 * pending (tasks the person has not finished) is not signed in, as Clerk's SDKs treat it.
 * Anything else (no token, a bad or expired one) is no session: the lists answer 401.
 */
export class ClerkSessions implements SessionReader {
  constructor(private readonly settings: ClerkSessionSettings) {}

  async read(headers: Headers): Promise<SignedInOwner | null> {
    const token = BEARER.exec(headers.get("authorization") ?? "")?.[1] ?? parse(headers.get("cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE];
    if (!token) return null;
    try {
      const claims = await verifyToken(token, { jwtKey: this.settings.jwtKey, authorizedParties: this.settings.authorizedParties });
      if (claims.sts === "pending") return null;
      return { user: { id: clerkOwnerId(claims.sub) } };
    } catch {
      return null;
    }
  }
}

/** What the server says once at start about the lists of people signed in with Clerk, if Clerk is the sign-in. */
export function clerkListsStartLine(clerkPublishableKey: string | undefined, sessions: ClerkSessionSettings | undefined): string | undefined {
  if (!clerkPublishableKey) return undefined;
  if (!sessions) return "Clerk sign-in without CLERK_JWT_KEY: lists are not available to Clerk accounts (set it to the Clerk instance's JWKS public key to keep them)";
  return `Clerk sign-in: lists are kept for Clerk accounts, whose session tokens are checked with CLERK_JWT_KEY for ${sessions.authorizedParties.join(", ")}`;
}
