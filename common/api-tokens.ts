/**
 * Personal API tokens (`/api/me/tokens`): a person's own keys for scripts, widgets and other apps
 * to read (and, if allowed, change) their lists through `/api/me` with `Authorization: Bearer`.
 * As the server answers them and the web app reads them.
 */

/** What a token may do: read only (GET), or read and write (every method). */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How long a new token can last, in days; a token may also last until it is revoked (null). */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number] | null;

/** A person's tokens at most: far more than anyone has scripts, and a bound on what one account keeps. */
export const MAX_API_TOKENS = 50;
/** A token's name, to tell the person's tokens apart: 1–100 characters after trimming. */
export const MAX_API_TOKEN_NAME = 100;

/**
 * Every token starts so: it tells a MovieApp token from any other Bearer value (a Clerk session's),
 * and a token found in a script or a leak for what it is.
 */
export const API_TOKEN_START = "mva_";

/** One of the person's tokens as listed: never the token itself, which is shown once, when made. */
export interface ApiToken {
  id: string;
  name: string;
  scope: ApiTokenScope;
  /** The token's first characters, to recognise it by. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

/** `GET /api/me/tokens`: the person's tokens, the newest first. */
export interface ApiTokensAnswer {
  tokens: ApiToken[];
}

/** `POST /api/me/tokens`'s answer: the new token, whole, this once. */
export interface NewApiToken extends ApiToken {
  token: string;
}
