import { AuthFormError, type AuthUser, type SignUpDetails } from "./auth-types";
import { AUTH_BASE, authUserOf, SERVER_FAILED_MESSAGE, UNREACHABLE_MESSAGE, type SessionBody } from "./embedded-auth-client";
import { runtimeConfig } from "../lib/runtime-config";
import { EMAIL_TOO_LONG, NAME_TOO_LONG, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "../../../common/account-limits";

/**
 * Signing in, up and out with the server's better-auth endpoints, and the plain words for what it
 * refuses. Loaded when a visitor submits a form or signs out, not with every page.
 */
/** Plain words for the server's error codes. */
const MESSAGES: Record<string, { message: string; field?: "email" | "password" }> = {
  INVALID_EMAIL_OR_PASSWORD: { message: "The email address or password is incorrect." },
  INVALID_EMAIL: { message: "Please enter a valid email address.", field: "email" },
  // The server does not say whether an email is registered: a refused sign-up reads the same either way.
  ACCOUNT_NOT_CREATED: { message: "We could not create an account with these details. If you already have an account with this email address, sign in instead.", field: "email" },
  EMAIL_TOO_LONG: { message: EMAIL_TOO_LONG, field: "email" },
  NAME_TOO_LONG: { message: NAME_TOO_LONG },
  PASSWORD_TOO_SHORT: { message: PASSWORD_TOO_SHORT, field: "password" },
  PASSWORD_TOO_LONG: { message: PASSWORD_TOO_LONG, field: "password" },
};

/**
 * With a mail server, the server answers a sign-in to an account not yet confirmed as it answers a
 * wrong password (so that signing in cannot tell whose sign-up made an account), and mails that
 * account a new link: the words cover both.
 */
const WRONG_OR_UNCONFIRMED = "The email address or password is incorrect, or the address is not confirmed yet. If you have just signed up, open the link we mailed you: signing in with your password sends a new one.";

/** A POST to the auth endpoints with a JSON body; a network failure is told as the server out of reach. */
export async function call(path: string, body: unknown): Promise<Response> {
  try {
    return await fetch(`${AUTH_BASE}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new AuthFormError(UNREACHABLE_MESSAGE);
  }
}

async function failure(response: Response): Promise<AuthFormError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const known = body.code === "INVALID_EMAIL_OR_PASSWORD" && runtimeConfig().confirmsEmail ? { message: WRONG_OR_UNCONFIRMED } : body.code ? MESSAGES[body.code] : undefined;
  if (known) return new AuthFormError(known.message, known.field);
  if (response.status === 429 || response.status === 400) return new AuthFormError(body.message ?? "Please check the details and try again.", response.status === 400 ? "password" : undefined);
  // The server is busy or cannot write (a full disk): its message says which, and that it is not the visitor's doing.
  if (response.status === 503 && body.message) return new AuthFormError(body.message);
  return new AuthFormError(SERVER_FAILED_MESSAGE);
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  // callbackURL: where the link a sign-in mails (to an account not yet confirmed) leads, as sign-up's.
  const response = await call("/sign-in/email", { email: email.trim(), password, callbackURL: "/sign-in" });
  if (!response.ok) throw await failure(response);
  return authUserOf(((await response.json()) as SessionBody).user);
}

/**
 * The new account, signed in; or null when the server has mailed a link to confirm the address
 * first (it has a mail server: then it answers a new and a registered address alike, with no
 * session). The link leads to the sign-in page, which sends a signed-in visitor home.
 */
export async function signUp(details: SignUpDetails): Promise<AuthUser | null> {
  const email = details.email.trim();
  const name = [details.firstName?.trim(), details.lastName?.trim()].filter(Boolean).join(" ") || email.split("@")[0] || email;
  const response = await call("/sign-up/email", { email, password: details.password, name, callbackURL: "/sign-in" });
  if (!response.ok) throw await failure(response);
  const body = (await response.json()) as SessionBody & { token?: string | null };
  return body.token === null ? null : authUserOf(body.user);
}

export async function signOut(): Promise<void> {
  const response = await call("/sign-out", {});
  if (!response.ok) throw await failure(response);
}

/**
 * Where to send the browser to sign in with the server's OpenID provider (single sign-on): the
 * provider's own page, which sends the person back to `returnTo` signed in, or to the sign-in page
 * with `?sso=failed&error=…` when it could not be done.
 */
export async function singleSignOnAddress(returnTo: string): Promise<string> {
  const response = await call("/sign-in/social", { provider: "oidc", callbackURL: returnTo, newUserCallbackURL: returnTo, errorCallbackURL: "/sign-in?sso=failed", disableRedirect: true });
  if (!response.ok) throw await failure(response);
  const body = (await response.json().catch(() => ({}))) as { url?: unknown };
  if (typeof body.url !== "string") throw new AuthFormError(SERVER_FAILED_MESSAGE);
  return body.url;
}
