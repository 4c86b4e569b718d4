import type { Handler } from "hono";
import { authError, tooManyAttempts } from "./auth-error";
import { readAuthFields } from "./auth-fields";
import type { AttemptLimit } from "./attempt-counter";
import type { AuthService } from "./create-auth";
import { passwordProblem } from "./password-policy";
import { SIGN_IN_ATTEMPTS, SIGN_IN_WINDOW_MS } from "./sign-in-route";

/** A wrong current password counts as a failed sign-in does: the 4th within 10 s, per account, is refused. */
const PER_ACCOUNT: AttemptLimit = { name: "change-password/account", maxAttempts: SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_WINDOW_MS };

/**
 * POST /api/auth/change-password (better-auth's, behind our guards). The new password meets the
 * policy a new account's does (password-policy.ts); and the current one, which it checks, cannot be
 * guessed faster than a sign-in's, so a session taken over (a shared computer left signed in) is
 * not a way to find the account's password. A request without a session goes on to better-auth,
 * which refuses it.
 */
export function changePasswordRoute({ auth, attempts, sessions }: Pick<AuthService, "auth" | "attempts" | "sessions">): Handler {
  return async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return auth.handler(c.req.raw);
    const fields = await readAuthFields(c.req.raw);
    const problem = typeof fields.newPassword === "string" ? passwordProblem(fields.newPassword) : "Please enter a new password.";
    if (problem) return authError(400, { code: "WEAK_PASSWORD", message: problem });
    const admission = await attempts.admit([[PER_ACCOUNT, session.user.id]]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const response = await auth.handler(c.req.raw);
    // A wrong current password counts; a change made, or one the server could not complete, does not.
    if (response.status < 400 || response.status >= 500) await admission.attempt.forget();
    return response;
  };
}
