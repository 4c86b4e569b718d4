import type { AuthService } from "./create-auth";
import { deviceCookieIn, deviceCookieLine } from "./known-devices";

/** The account an answer of better-auth's signed in (a sign-in's, or a sign-up's that made a session): its id, or undefined. */
async function signedInAccount(response: Response): Promise<string | undefined> {
  if (!response.ok) return undefined;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (typeof body !== "object" || body === null || !("token" in body) || !("user" in body)) return undefined;
  const { token, user } = body;
  if (typeof token !== "string" || token === "" || typeof user !== "object" || user === null || !("id" in user) || typeof user.id !== "string") return undefined;
  return user.id;
}

/**
 * After an answer that signed a person in: the browser becomes (or stays) a device the account
 * knows (known-devices.ts), and the answer carries its cookie. Were the device not recorded (the
 * database failed just then), the person is still signed in, as a device the account does not know.
 */
export async function rememberDevice(response: Response, request: Request, { devices, secureCookies }: Pick<AuthService, "devices" | "secureCookies">): Promise<Response> {
  const userId = await signedInAccount(response);
  if (!userId) return response;
  let cookie: string;
  try {
    cookie = await devices.signedIn(userId, deviceCookieIn(request.headers), request.headers.get("user-agent"));
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", deviceCookieLine(cookie, secureCookies));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
