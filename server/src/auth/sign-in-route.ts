import { BASE_ERROR_CODES } from "better-auth";
import type { Handler } from "hono";
import { authError, errorCodeOf, tooManyAttempts } from "./auth-error";
import { readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { rememberDevice } from "./remember-device";
import { attempterOf, passwordAttemptLimits } from "./sign-in-limits";

/** better-auth's answer to a wrong email or password, to the byte (its body's keys in its order). */
const { message, code } = BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD;
const WRONG_CREDENTIALS = { message, code };

/**
 * POST /api/auth/sign-in/email. Every sign-in is counted against its limits (sign-in-limits.ts:
 * its device's, or its address's and its account's) before its password is checked, so no more
 * password checks run than the limits allow however many requests arrive at once, at however many
 * processes; one that succeeds is taken back, and leaves the browser a device the account knows.
 * The account is counted whether or not it exists, so a 429 says nothing about which emails do.
 * When the attempts cannot be counted (the database is down), the sign-in fails with the
 * storage's 503 rather than run unlimited.
 */
export function signInRoute(service: Pick<AuthService, "auth" | "attempts" | "confirmsEmail" | "devices" | "secureCookies"> & { trustProxy: boolean }): Handler {
  const { auth, attempts, confirmsEmail } = service;
  return async (c) => {
    const fields = await readAuthFields(c.req.raw);
    const email = typeof fields.email === "string" ? fields.email : undefined;
    // Checked and counted in one transaction (attempt-counter.ts).
    const admission = await attempts.admit(passwordAttemptLimits(await attempterOf(c, service, email), email));
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    let response = await auth.handler(c.req.raw);
    // An account not yet confirmed (its new link is on its way by mail) is answered as a wrong
    // password is: otherwise signing up an address with a password of one's own, then signing in
    // with it, would tell a new address from a registered one (docs/decisions/041).
    if (confirmsEmail && response.status === 403 && (await errorCodeOf(response)) === BASE_ERROR_CODES.EMAIL_NOT_VERIFIED.code) response = authError(401, WRONG_CREDENTIALS);
    // Failures count; a sign-in that worked, or one the server could not complete, does not.
    if (response.status < 400 || response.status >= 500) await admission.attempt.forget();
    return rememberDevice(response, c.req.raw, service);
  };
}
