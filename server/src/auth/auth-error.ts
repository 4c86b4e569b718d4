/**
 * The auth API's error answer, the shape better-auth gives its own errors — `{ code, message }` —
 * so the web app reads ours and better-auth's the same way: `code` for code, `message` for people.
 */
export interface AuthErrorBody {
  code: string;
  message: string;
}

export function authError(status: number, body: AuthErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });
}

/** The `code` of an error answer in this shape (better-auth's or ours), read from a copy so the answer can still be sent. */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === "object" && body !== null && "code" in body && typeof body.code === "string" ? body.code : undefined;
}

/** The answer to a change of an account asked for without a session: refused before anything else is read. */
export const NOT_SIGNED_IN: AuthErrorBody = { code: "UNAUTHORIZED", message: "You are signed out. Sign in again to change your account." };

/** A wait as a person reads it: seconds up to two minutes, whole minutes (rounded up) beyond. */
export function waitInWords(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The existing answer to a client over one of its limits (sign-ins, sign-ups, changes of an account). */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  return authError(
    429,
    { code: "TOO_MANY_ATTEMPTS", message: `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.` },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
