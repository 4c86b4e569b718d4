import type { Handler } from "hono";
import { clientAddress } from "../http/client-address";
import { tooManyAttempts } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import { admit, AttemptLimiter } from "./attempt-limiter";
import type { Auth } from "./create-auth";

/** The 4th failed sign-in within 10 s is refused: per client address, and per account. */
export const SIGN_IN_ATTEMPTS = 3;
export const SIGN_IN_WINDOW_MS = 10_000;

/**
 * POST /api/auth/sign-in/email. Every sign-in is counted against its address and its account
 * before its password is checked, so no more than three password checks run per address or
 * account in any 10 s however many requests arrive at once; one that succeeds is taken back.
 * The account is counted whether or not it exists, so a 429 says nothing about which emails do.
 */
export function signInRoute(options: { auth: Auth; trustProxy: boolean }): Handler {
  const perAddress = new AttemptLimiter(SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS);
  const perAccount = new AttemptLimiter(SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS);
  return async (c) => {
    const fields = await readAuthFields(c.req.raw);
    const limits: (readonly [AttemptLimiter, string])[] = [[perAddress, clientAddress(c, options.trustProxy)]];
    if (typeof fields.email === "string") limits.push([perAccount, normalisedEmail(fields.email)]);
    // Checked and counted in one step, with no await in between (attempt-limiter.ts).
    const admission = admit(limits);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const response = await options.auth.handler(c.req.raw);
    // Failures count; a sign-in that worked, or one the server could not complete, does not.
    if (response.status < 400 || response.status >= 500) admission.attempt.forget();
    return response;
  };
}
