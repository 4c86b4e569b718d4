import { BASE_ERROR_CODES } from "better-auth";
import type { Handler } from "hono";
import { clientAddress } from "../http/client-address";
import { authError, errorCodeOf, tooManyAttempts } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import type { AttemptLimit } from "./attempt-counter";
import type { AuthService } from "./create-auth";

/** The 4th failed sign-in within 10 s is refused: per client address, and per account. */
export const SIGN_IN_ATTEMPTS = 3;
export const SIGN_IN_WINDOW_MS = 10_000;
const PER_ADDRESS: AttemptLimit = { name: "sign-in/address", maxAttempts: SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_WINDOW_MS };
/** Per account, keyed by its normalised email: a wrong password given to change the account counts here too (password-checked-route.ts). */
export const PER_ACCOUNT: AttemptLimit = { name: "sign-in/account", maxAttempts: SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_WINDOW_MS };

/** better-auth's answer to a wrong email or password, to the byte (its body's keys in its order). */
const { message, code } = BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD;
const WRONG_CREDENTIALS = { message, code };

/**
 * POST /api/auth/sign-in/email. Every sign-in is counted against its address and its account
 * before its password is checked, so no more than three password checks run per address or
 * account in any 10 s however many requests arrive at once, at however many processes; one that
 * succeeds is taken back. The account is counted whether or not it exists, so a 429 says nothing
 * about which emails do. When the attempts cannot be counted (the database is down), the sign-in
 * fails with the storage's 503 rather than run unlimited.
 */
export function signInRoute({ auth, attempts, trustProxy, confirmsEmail }: Pick<AuthService, "auth" | "attempts" | "confirmsEmail"> & { trustProxy: boolean }): Handler {
  return async (c) => {
    const fields = await readAuthFields(c.req.raw);
    const limits: (readonly [AttemptLimit, string])[] = [[PER_ADDRESS, clientAddress(c, trustProxy)]];
    if (typeof fields.email === "string") limits.push([PER_ACCOUNT, normalisedEmail(fields.email)]);
    // Checked and counted in one transaction (attempt-counter.ts).
    const admission = await attempts.admit(limits);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    let response = await auth.handler(c.req.raw);
    // An account not yet confirmed (its new link is on its way by mail) is answered as a wrong
    // password is: otherwise signing up an address with a password of one's own, then signing in
    // with it, would tell a new address from a registered one (docs/decisions/041).
    if (confirmsEmail && response.status === 403 && (await errorCodeOf(response)) === BASE_ERROR_CODES.EMAIL_NOT_VERIFIED.code) response = authError(401, WRONG_CREDENTIALS);
    // Failures count; a sign-in that worked, or one the server could not complete, does not.
    if (response.status < 400 || response.status >= 500) await admission.attempt.forget();
    return response;
  };
}
