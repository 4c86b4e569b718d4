import type { Context, Handler } from "hono";
import { APIError } from "better-auth/api";
import { z } from "zod";
import { EMAIL_CHANGE_RETURN, type EmailChangeAnswer } from "../../../common/account-changes";
import { PASSWORD_FOR_EMAIL_CHANGE, SAME_EMAIL } from "../../../common/account-limits";
import { clientAddress } from "../http/client-address";
import { accountFieldProblem } from "./account-fields";
import type { AttemptLimit } from "./attempt-counter";
import { authError, NOT_SIGNED_IN, type AuthErrorBody } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { passwordCheckedRoute } from "./password-checked-route";

/** What a change of address may say: the new address, the password, and where its link leads (with mail: back to the account page). */
const FIELDS = new Set(["newEmail", "password", "callbackURL"]);
/** An address as better-auth's endpoints (sign-up's, change-email's) take one: zod's rule, which they check with. */
const EmailAddress = z.email();

/**
 * Changes of address asked for, made or not, per account and per client an hour, once `refusal`
 * passed them: each with mail sends a mail to an address of the asker's choosing, and without mail
 * each that is refused says the address has an account. A person moving address needs one or two.
 */
const CHANGES_PER_ACCOUNT: AttemptLimit = { name: "email-change/account", maxAttempts: 10, windowMs: 60 * 60_000 };
const CHANGES_PER_CLIENT: AttemptLimit = { name: "email-change/client", maxAttempts: 20, windowMs: 60 * 60_000 };

type Service = Pick<AuthService, "auth" | "attempts" | "sessions" | "confirmsEmail" | "devices"> & { trustProxy: boolean };

/** Refused before anything is counted (password-checked-route.ts): fields the route does not take, an address that is none or is the account's own, no password. */
function refusal(fields: Record<string, unknown>, account: { email: string }): AuthErrorBody | undefined {
  if (Object.keys(fields).some((key) => !FIELDS.has(key)) || (fields.callbackURL !== undefined && fields.callbackURL !== EMAIL_CHANGE_RETURN)) {
    return { code: "NOT_CHANGEABLE", message: "Only a new email address and your password are taken here." };
  }
  if (typeof fields.newEmail !== "string" || !EmailAddress.safeParse(fields.newEmail).success) return { code: "INVALID_EMAIL", message: "Please enter a valid email address." };
  if (typeof fields.password !== "string" || fields.password === "") return { code: "PASSWORD_REQUIRED", message: PASSWORD_FOR_EMAIL_CHANGE };
  if (normalisedEmail(fields.newEmail) === normalisedEmail(account.email)) return { code: "SAME_EMAIL", message: SAME_EMAIL };
  return accountFieldProblem({ email: fields.newEmail });
}

/** What this route says of an address another account has (without mail only: with mail a taken address is answered as a free one). */
const EMAIL_TAKEN: AuthErrorBody = { code: "EMAIL_TAKEN", message: "That email address belongs to another account." };

/**
 * Counted as a failed sign-in: a wrong password, and (without mail) an address another account
 * has. Without mail an account is never confirmed, so one confirmed while the server sent mail is
 * taken as not, as better-auth changes only an unconfirmed account's address at once. `passed` is
 * told which account is to change and whether its flag was cleared, to be put back if the address
 * does not change.
 */
async function check(
  service: Service,
  fields: Record<string, unknown>,
  headers: Headers,
  passed: (account: { id: string; flagCleared: boolean }) => void,
): Promise<AuthErrorBody | Response | undefined> {
  try {
    await service.auth.api.verifyPassword({ body: { password: String(fields.password) }, headers });
  } catch (error) {
    if (error instanceof APIError && error.status === "BAD_REQUEST") return { code: "INVALID_PASSWORD", message: "That password is incorrect." };
    // The session ended between the route's look and this one (signed out on another device).
    if (error instanceof APIError && error.status === "UNAUTHORIZED") return authError(401, NOT_SIGNED_IN);
    throw error;
  }
  if (service.confirmsEmail) return undefined;
  const context = await service.auth.$context;
  if (await context.internalAdapter.findUserByEmail(normalisedEmail(String(fields.newEmail)))) return EMAIL_TAKEN;
  const session = await service.sessions.read(headers);
  if (!session) return authError(401, NOT_SIGNED_IN);
  if (session.user.emailVerified) await context.internalAdapter.updateUser(session.user.id, { emailVerified: false });
  passed({ id: session.user.id, flagCleared: session.user.emailVerified });
  return undefined;
}

/**
 * POST /api/auth/change-email (better-auth's, behind password-checked-route.ts's guards), which
 * asks for no password itself: the account's password is checked here first (better-auth's
 * verify-password), counted as a sign-in is, and changes asked for are limited per account and
 * per client (CHANGES_PER_ACCOUNT). Without a mail channel the address changes at once, and an
 * address another account has is refused: the person would otherwise be told of a change that did
 * not happen (better-auth answers it as done, so as not to say whose address it is). That holds
 * when another account takes the address between the check and the change too: the account is
 * read again afterwards. With mail, better-auth mails a link to the new address, which changes it
 * once opened (create-auth.ts), and answers a taken address alike.
 */
export function changeEmailRoute(service: Service): Handler {
  const limits = (c: Context, account: { id: string }) =>
    [
      [CHANGES_PER_ACCOUNT, account.id],
      [CHANGES_PER_CLIENT, clientAddress(c, service.trustProxy)],
    ] as const;
  return async (c, next) => {
    let changing: { id: string; flagCleared: boolean } | undefined;
    const route = passwordCheckedRoute(service, refusal, { check: (fields, headers) => check(service, fields, headers, (account) => (changing = account)), changeLimits: limits });
    const fields = await readAuthFields(c.req.raw);
    const wanted = normalisedEmail(String(fields.newEmail));
    const response: unknown = await route(c, next);
    if (!(response instanceof Response)) throw new Error("The change of address gave no answer");
    if (changing) {
      // Without mail: the address is now the one asked for, or nothing changed (and the flag is put back).
      const context = await service.auth.$context;
      const account = await context.internalAdapter.findUserById(changing.id);
      const changed = account?.email === wanted;
      if (!changed && account && changing.flagCleared) await context.internalAdapter.updateUser(changing.id, { emailVerified: true });
      if (response.ok && !changed) return authError(400, EMAIL_TAKEN);
    }
    if (!response.ok) return response;
    const answer: EmailChangeAnswer = { changed: !service.confirmsEmail, email: wanted };
    // better-auth's own headers stay: with the change made at once, the session's cookie now names the new address.
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "application/json");
    headers.delete("Content-Length");
    return new Response(JSON.stringify(answer), { status: 200, headers });
  };
}
