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

/** The existing answer to a client over its sign-in or sign-up limit. */
export function tooManyAttempts(retryAfterSeconds: number): Response {
  return authError(
    429,
    { code: "TOO_MANY_ATTEMPTS", message: `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.` },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
