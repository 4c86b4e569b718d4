import type { Handler } from "hono";
import { authError, NOT_SIGNED_IN, tooManyAttempts } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { PER_ACCOUNT } from "./sign-in-route";

/**
 * POST /api/auth/delete-user (better-auth's, behind our guards): deletes the signed-in account and
 * everything it keeps (create-auth.ts), once its password is given. better-auth would also delete
 * a session younger than a day without one, and take other fields (a token mailed for the purpose,
 * which this app never sends): only `password` is taken. A wrong password is a failed sign-in of
 * the account, counted against the same limit as a password change's (change-password-route.ts).
 * Without a session the request is refused here, never handed on: better-auth's own rules for
 * deleting are looser than ours.
 */
export function deleteAccountRoute({ auth, attempts, sessions }: Pick<AuthService, "auth" | "attempts" | "sessions">): Handler {
  return async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return authError(401, NOT_SIGNED_IN);
    const fields = await readAuthFields(c.req.raw);
    if (Object.keys(fields).some((key) => key !== "password")) return authError(400, { code: "NOT_CHANGEABLE", message: "Only your password is taken here." });
    if (typeof fields.password !== "string" || fields.password === "") return authError(400, { code: "PASSWORD_REQUIRED", message: "Enter your password to delete your account." });
    const admission = await attempts.admit([[PER_ACCOUNT, normalisedEmail(session.user.email)]]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const response = await auth.handler(c.req.raw);
    if (response.status < 400 || response.status >= 500) await admission.attempt.forget();
    return response;
  };
}
