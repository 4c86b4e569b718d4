import type { Context, Handler } from "hono";
import { authError } from "./auth-error";
import type { AuthService } from "./create-auth";
import { passwordCheckedRoute } from "./password-checked-route";
import type { SignedInSession } from "./recent-sessions";

/**
 * An account with no password here (made through single sign-on) is deleted without one within
 * this long of signing in: signing in again at the provider is its proof, as the password is
 * another account's.
 */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/** Whether the account signs in with a password here (better-auth's "credential" account). */
async function hasPassword(auth: AuthService["auth"], userId: string): Promise<boolean> {
  const accounts = await (await auth.$context).internalAdapter.findAccounts(userId);
  return accounts.some((account) => account.providerId === "credential");
}

/** Deletes an account that has no password, if its session began moments ago; else says how to. */
async function deleteWithoutPassword(c: Context, auth: AuthService["auth"], session: SignedInSession): Promise<Response> {
  const fields: unknown = await c.req.json().catch(() => ({}));
  const given = typeof fields === "object" && fields !== null ? (fields as { password?: unknown }).password : undefined;
  if (Object.keys(fields as object).some((key) => key !== "password") || (given !== undefined && given !== "")) {
    return authError(400, { code: "NO_PASSWORD", message: "Your account has no password here: you sign in through single sign-on." });
  }
  if (Date.now() - new Date(session.session.createdAt).getTime() > FRESH_SIGN_IN_MS) {
    return authError(403, { code: "SIGN_IN_AGAIN", message: "Your account has no password here: sign out, sign in again through single sign-on, and delete it within 5 minutes." });
  }
  return auth.handler(new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: "{}" }));
}

/**
 * POST /api/auth/delete-user (better-auth's, behind password-checked-route.ts's guards): deletes
 * the signed-in account and everything it keeps (create-auth.ts), once its password is given.
 * better-auth would also delete a session younger than a day without one, and take other fields (a
 * token mailed for the purpose, which this app never sends): only `password` is taken. An account
 * with no password (single sign-on) is deleted only within FRESH_SIGN_IN_MS of signing in.
 */
export function deleteAccountRoute(service: Pick<AuthService, "auth" | "attempts" | "sessions" | "devices"> & { trustProxy: boolean }): Handler {
  const withPassword = passwordCheckedRoute(service, (fields) => {
    if (Object.keys(fields).some((key) => key !== "password")) return { code: "NOT_CHANGEABLE", message: "Only your password is taken here." };
    if (typeof fields.password !== "string" || fields.password === "") return { code: "PASSWORD_REQUIRED", message: "Enter your password to delete your account." };
    return undefined;
  });
  return async (c, next): Promise<Response> => {
    const session = await service.sessions.read(c.req.raw.headers);
    if (session && !(await hasPassword(service.auth, session.user.id))) return deleteWithoutPassword(c, service.auth, session);
    return (await withPassword(c, next)) as Response;
  };
}
