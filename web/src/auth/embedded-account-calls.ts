import { NAME_TOO_LONG } from "../../../common/account-limits";
import { sessionRefused } from "./auth-store";
import { call } from "./embedded-auth-calls";
import { UNREACHABLE_MESSAGE } from "./embedded-auth-client";
import { AuthFormError } from "./auth-types";

/**
 * Changing the signed-in account's name and password, and deleting it, with the server's
 * better-auth endpoints (`update-user`, `change-password`, `delete-user`: docs/decisions/054), and
 * the plain words for what they refuse.
 */

/** Why a change was refused, and the field it belongs under: the name, the "current" or "new" password, or none (the whole form). */
export interface AccountChangeRefused {
  message: string;
  field?: "name" | "current" | "new";
}

const MESSAGES: Record<string, AccountChangeRefused> = {
  // better-auth's answers to a wrong current password, and to one longer than any password can be.
  INVALID_PASSWORD: { message: "That password is incorrect.", field: "current" },
  PASSWORD_TOO_LONG: { message: "That password is incorrect.", field: "current" },
  NAME_TOO_LONG: { message: NAME_TOO_LONG, field: "name" },
  PASSWORD_REQUIRED: { message: "Enter your password to delete your account.", field: "current" },
};

async function refusal(response: Response): Promise<AccountChangeRefused> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code ? MESSAGES[body.code] : undefined;
  if (known) return known;
  // The session has ended (signed out elsewhere, or expired): the app goes to sign-in, and back here after it.
  if (response.status === 401) {
    sessionRefused();
    return { message: "You are signed out. Sign in again to change your account." };
  }
  // The new password against the policy (WEAK_PASSWORD) or the same as the current one (SAME_PASSWORD), too many wrong guesses (429), a server that cannot write (503): the server's words.
  if ((body.code === "WEAK_PASSWORD" || body.code === "SAME_PASSWORD") && body.message) return { message: body.message, field: "new" };
  if ((response.status === 429 || response.status === 503) && body.message) return { message: body.message };
  return { message: "Something went wrong on our side. Please try again." };
}

/** Sends one change; null once the server has kept it, or why it was refused. */
async function change(path: string, body: unknown): Promise<AccountChangeRefused | null> {
  try {
    const response = await call(path, body);
    return response.ok ? null : await refusal(response);
  } catch (error) {
    return { message: error instanceof AuthFormError ? error.message : UNREACHABLE_MESSAGE };
  }
}

/** Gives the account a new name (what the header and menu show). */
export const saveName = (name: string) => change("/update-user", { name });

/** Deletes the account and everything it keeps, once its password is given (the server signs it out). */
export const deleteAccount = (password: string) => change("/delete-user", { password });

/** Replaces the password, once the current one is given; `signOutOthers` ends the account's sessions on every other device. */
export const changePassword = (currentPassword: string, newPassword: string, signOutOthers: boolean) => change("/change-password", { currentPassword, newPassword, revokeOtherSessions: signOutOthers });
