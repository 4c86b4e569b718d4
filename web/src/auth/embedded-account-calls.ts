import { EMAIL_CHANGE_RETURN, type EmailChangeAnswer } from "../../../common/account-changes";
import { NAME_TOO_LONG } from "../../../common/account-limits";
import { currentSession, sessionRefused, type SentIn } from "./auth-store";
import { call } from "./embedded-auth-calls";
import { SERVER_FAILED_MESSAGE, UNREACHABLE_MESSAGE } from "./embedded-auth-client";
import { AuthFormError } from "./auth-types";

/**
 * Changing the signed-in account's name and password, and deleting it, with the server's
 * better-auth endpoints (`update-user`, `change-password`, `delete-user`: docs/decisions/054), and
 * the plain words for what they refuse.
 */

/** Why a change was refused, and the field it belongs under: the name, the new email, the "current" or "new" password, or none (the whole form). */
export interface AccountChangeRefused {
  message: string;
  field?: "name" | "email" | "current" | "new";
}

const MESSAGES: Record<string, AccountChangeRefused> = {
  // better-auth's answers to a wrong current password, and to one longer than any password can be.
  INVALID_PASSWORD: { message: "That password is incorrect.", field: "current" },
  PASSWORD_TOO_LONG: { message: "That password is incorrect.", field: "current" },
  NAME_TOO_LONG: { message: NAME_TOO_LONG, field: "name" },
};

/**
 * The server's own refusals of a field (server/src/auth: the password policy, a new password or
 * address that is the current one, an address another account has or that is none), said in its
 * words under the field they are about.
 */
const FIELD_OF: Record<string, NonNullable<AccountChangeRefused["field"]>> = {
  WEAK_PASSWORD: "new",
  SAME_PASSWORD: "new",
  PASSWORD_REQUIRED: "current",
  INVALID_EMAIL: "email",
  EMAIL_TOO_LONG: "email",
  SAME_EMAIL: "email",
  EMAIL_TAKEN: "email",
};

async function refusal(response: Response, sentIn: SentIn): Promise<AccountChangeRefused> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code ? MESSAGES[body.code] : undefined;
  if (known) return known;
  // The session has ended (signed out elsewhere, or expired): the app goes to sign-in, and back here after it.
  if (response.status === 401) {
    sessionRefused(sentIn);
    return { message: "You are signed out. Sign in again to change your account." };
  }
  const field = body.code ? FIELD_OF[body.code] : undefined;
  if (field && body.message) return { message: body.message, field };
  // Too many wrong guesses (429), a server that cannot write (503): the server's words.
  if ((response.status === 429 || response.status === 503) && body.message) return { message: body.message };
  return { message: SERVER_FAILED_MESSAGE };
}

/** Sends one change: the server's answer once it has kept it, or why it was refused. */
async function send(path: string, body: unknown): Promise<{ kept: Response } | { refused: AccountChangeRefused }> {
  const sentIn = currentSession();
  try {
    const response = await call(path, body);
    return response.ok ? { kept: response } : { refused: await refusal(response, sentIn) };
  } catch (error) {
    return { refused: { message: error instanceof AuthFormError ? error.message : UNREACHABLE_MESSAGE } };
  }
}

/** Sends one change; null once the server has kept it, or why it was refused. */
async function change(path: string, body: unknown): Promise<AccountChangeRefused | null> {
  const sent = await send(path, body);
  return "refused" in sent ? sent.refused : null;
}

/** Gives the account a new name (what the header and menu show). */
export const saveName = (name: string) => change("/update-user", { name });

/** Deletes the account and everything it keeps, once its password is given (the server signs it out). */
export const deleteAccount = (password: string) => change("/delete-user", { password });

/** Replaces the password, once the current one is given; `signOutOthers` ends the account's sessions on every other device. */
export const changePassword = (currentPassword: string, newPassword: string, signOutOthers: boolean) => change("/change-password", { currentPassword, newPassword, revokeOtherSessions: signOutOthers });

/**
 * Gives the account a new email address, once its password is given: at once, or (when the server
 * sends mail) once the person opens the link mailed to it, which leads back to this page.
 */
export async function changeEmail(newEmail: string, password: string): Promise<{ kept: EmailChangeAnswer } | { refused: AccountChangeRefused }> {
  const sent = await send("/change-email", { newEmail, password, callbackURL: EMAIL_CHANGE_RETURN });
  if ("refused" in sent) return sent;
  // An answer cut off on its way: what became of the change is not known, so the person is told to try again.
  const kept = (await sent.kept.json().catch(() => null)) as EmailChangeAnswer | null;
  return kept ? { kept } : { refused: { message: SERVER_FAILED_MESSAGE } };
}
