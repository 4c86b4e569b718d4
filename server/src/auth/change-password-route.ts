import type { Handler } from "hono";
import { authError, NOT_SIGNED_IN, tooManyAttempts } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { passwordProblem } from "./password-policy";
import { PER_ACCOUNT } from "./sign-in-route";

/**
 * POST /api/auth/change-password (better-auth's, behind our guards). The new password meets the
 * policy a new account's does (password-policy.ts); and a wrong current password is a failed
 * sign-in of the account: it is counted against the same limit, so a session taken over (a shared
 * computer left signed in) guesses no faster than signing in could, the two ways together. A
 * request without a session is refused here, before anything else is read.
 */
export function changePasswordRoute({ auth, attempts, sessions }: Pick<AuthService, "auth" | "attempts" | "sessions">): Handler {
  return async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return authError(401, NOT_SIGNED_IN);
    const fields = await readAuthFields(c.req.raw);
    const problem = typeof fields.newPassword === "string" ? passwordProblem(fields.newPassword) : "Please enter a new password.";
    if (problem) return authError(400, { code: "WEAK_PASSWORD", message: problem });
    const admission = await attempts.admit([[PER_ACCOUNT, normalisedEmail(session.user.email)]]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const response = await auth.handler(c.req.raw);
    // A wrong current password counts; a change made, or one the server could not complete, does not.
    if (response.status < 400 || response.status >= 500) await admission.attempt.forget();
    return response;
  };
}
