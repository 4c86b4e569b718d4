import type { Handler } from "hono";
import { APIError } from "better-auth/api";
import * as v from "valibot";
import type { EmailChangeAnswer } from "../../../common/account-changes";
import { SAME_EMAIL } from "../../../common/account-limits";
import { accountFieldProblem } from "./account-fields";
import type { AuthErrorBody } from "./auth-error";
import { normalisedEmail, readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { passwordCheckedRoute } from "./password-checked-route";

/** What a change of address may say: the new address, the password, and where its confirmation link leads (with mail). */
const FIELDS = new Set(["newEmail", "password", "callbackURL"]);
const EmailAddress = v.pipe(v.string(), v.email());


/**
 * POST /api/auth/change-email (better-auth's, behind password-checked-route.ts's guards), which
 * asks for no password itself: the account's password is checked here first (better-auth's
 * verify-password), counted as a sign-in is. Without a mail channel the address changes at once,
 * and an address another account has is refused: the person would otherwise be told of a change
 * that did not happen (better-auth answers it as done, so as not to say whose address it is).
 * With mail, better-auth mails a link to the new address, which changes it once opened
 * (create-auth.ts), and answers a taken address alike.
 */
export function changeEmailRoute(service: Pick<AuthService, "auth" | "attempts" | "sessions" | "confirmsEmail">): Handler {
  const route = passwordCheckedRoute(
    service,
    (fields, account): AuthErrorBody | undefined => {
      if (Object.keys(fields).some((key) => !FIELDS.has(key))) return { code: "NOT_CHANGEABLE", message: "Only a new email address and your password are taken here." };
      if (typeof fields.newEmail !== "string" || !v.is(EmailAddress, fields.newEmail)) return { code: "INVALID_EMAIL", message: "Please enter a valid email address." };
      if (typeof fields.password !== "string" || fields.password === "") return { code: "PASSWORD_REQUIRED", message: "Enter your password to change your email address." };
      if (normalisedEmail(fields.newEmail) === normalisedEmail(account.email)) return { code: "SAME_EMAIL", message: SAME_EMAIL };
      return accountFieldProblem({ email: fields.newEmail });
    },
    // Counted as a sign-in: a wrong password, and (without mail) an address another account has, so
    // that whose addresses are registered is learnt no faster than passwords are guessed.
    async (fields, headers) => {
      try {
        await service.auth.api.verifyPassword({ body: { password: String(fields.password) }, headers });
      } catch (error) {
        if (error instanceof APIError && error.status === "BAD_REQUEST") return { code: "INVALID_PASSWORD", message: "That password is incorrect." };
        throw error;
      }
      if (service.confirmsEmail) return undefined;
      const context = await service.auth.$context;
      if (await context.internalAdapter.findUserByEmail(normalisedEmail(String(fields.newEmail)))) return { code: "EMAIL_TAKEN", message: "That email address belongs to another account." };
      return undefined;
    },
  );
  return async (c, next) => {
    const fields = await readAuthFields(c.req.raw);
    const response: unknown = await route(c, next);
    if (!(response instanceof Response)) throw new Error("The change of address gave no answer");
    if (!response.ok) return response;
    const answer: EmailChangeAnswer = { changed: !service.confirmsEmail, email: normalisedEmail(String(fields.newEmail)) };
    // better-auth's own headers stay: with the change made at once, the session's cookie now names the new address.
    const headers = new Headers(response.headers);
    headers.set("Content-Type", "application/json");
    headers.delete("Content-Length");
    return new Response(JSON.stringify(answer), { status: 200, headers });
  };
}
