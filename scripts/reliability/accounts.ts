// Sign-up and sign-in through the embedded auth API, as the web app calls them.
import { randomBytes } from "node:crypto";
import { send, type HttpAnswer } from "./http-client";

export interface Account {
  email: string;
  password: string;
  name: string;
}

/** A new account's details; the password is random, so never on the common-passwords list. */
export function newAccount(label: string): Account {
  const id = randomBytes(6).toString("hex");
  return { email: `${label}-${id}@reliability.example`, password: `rel ${randomBytes(9).toString("base64url")} pass`, name: `Reliability ${label}` };
}

/**
 * POSTs JSON to the auth API with the server's own Origin, as the browser does. `forwardedFor`
 * speaks for another client address (the server must run with TRUST_PROXY=on to believe it).
 */
function post(base: string, path: string, body: unknown, forwardedFor?: string): Promise<HttpAnswer> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: base };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  return send(base, { method: "POST", path, headers, body: JSON.stringify(body) });
}

export function signUp(base: string, account: Account, forwardedFor?: string): Promise<HttpAnswer> {
  return post(base, "/api/auth/sign-up/email", account, forwardedFor);
}

export function signIn(base: string, credentials: { email: string; password: string }, forwardedFor?: string): Promise<HttpAnswer> {
  return post(base, "/api/auth/sign-in/email", credentials, forwardedFor);
}

/** The Cookie header a browser would send back after this answer. */
export function cookieFrom(answer: HttpAnswer): string {
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).join("; ");
}

/** Signs up a new account and returns its session cookie, or throws with the server's answer. */
export async function signedInCookie(base: string, label: string): Promise<string> {
  const answer = await signUp(base, newAccount(label));
  const cookie = cookieFrom(answer);
  if (answer.status !== 200 || !cookie.includes("session_token")) throw new Error(`sign-up answered ${answer.status}: ${answer.body.toString("utf8").slice(0, 200)}`);
  return cookie;
}
