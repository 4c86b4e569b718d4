import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { authError } from "./auth-error";

/**
 * The largest body an auth request may carry. The largest real one — a sign-up with a 254-byte
 * email, a 100-character name and a 128-character password, each up to 4 bytes a character in
 * UTF-8 — is under 2 KB; 8 KB leaves room for better-auth's optional fields.
 */
export const MAX_AUTH_BODY_BYTES = 8 * 1024;

/**
 * Refuses an oversized auth body with 413 before anything reads it: at once from its
 * Content-Length, or as soon as a chunked body grows past the limit, so neither a huge declared
 * body nor an endless stream is ever read into memory.
 */
export function authBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_AUTH_BODY_BYTES,
    onError: () =>
      authError(413, { code: "PAYLOAD_TOO_LARGE", message: `This request is too large: sign-in and sign-up requests can be at most ${MAX_AUTH_BODY_BYTES / 1024} KB.` }),
  });
}
