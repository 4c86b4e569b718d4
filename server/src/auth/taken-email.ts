import { authError, errorCodeOf } from "./auth-error";
import type { Auth } from "./create-auth";

/** better-auth's codes for "an account with this email exists". */
const EXISTING_EMAIL_CODES = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

export const ACCOUNT_NOT_CREATED = {
  code: "ACCOUNT_NOT_CREATED",
  message: "We could not create an account with these details. If you already have an account with this email address, sign in instead.",
} as const;

/** Whether better-auth refused a sign-up because its email belongs to an account already. */
export async function takesAnExistingEmail(response: Response): Promise<boolean> {
  if (response.status !== 422) return false;
  return EXISTING_EMAIL_CODES.has((await errorCodeOf(response)) ?? "");
}

/**
 * The answer to a sign-up whose email is taken (docs/decisions/020): no word that the account
 * exists, the status and shape of the other refused sign-ups (400, `{ code, message }`), and the
 * same password work as creating an account — better-auth refuses before hashing, which made a
 * taken email answer tens of milliseconds sooner than a new one.
 */
export async function neutralTakenEmailAnswer(auth: Auth, password: string): Promise<Response> {
  const context = await auth.$context;
  await context.password.hash(password);
  return authError(400, ACCOUNT_NOT_CREATED);
}
