import type { Context, Handler } from "hono";
import type { AttemptLimit } from "./attempt-counter";
import { authError, NOT_SIGNED_IN, tooManyAttempts, type AuthErrorBody } from "./auth-error";
import { readAuthFields } from "./auth-fields";
import type { AuthService } from "./create-auth";
import { attempterOf, passwordAttemptLimits, type Attempter } from "./sign-in-limits";

/** What one route adds to the shared guards (below). */
export interface PasswordCheckedParts {
  check?: (fields: Record<string, unknown>, headers: Headers) => Promise<AuthErrorBody | Response | undefined>;
  changeLimits?: (c: Context, account: { id: string }) => ReadonlyArray<readonly [AttemptLimit, string]>;
  changed?: (account: { id: string }, attempter: Attempter) => Promise<void>;
}

/**
 * A better-auth endpoint that changes the signed-in account once its password is given (a new
 * password, a new address, the account's deletion), behind the guards every such change shares:
 * - without a session it is refused here, before anything else is read, never handed on;
 * - `refusal` reads the request's fields (and the account's address) first and may refuse them
 *   (400, with its own body), uncounted;
 * - a wrong password is a failed sign-in of the account: counted against the same limits as
 *   sign-ins (sign-in-limits.ts: the device's, when the account knows it, or else the client
 *   address's and the account's), so a session taken over (a shared computer left signed in)
 *   guesses no faster than signing in could, every way together. A change made, or one the server
 *   could not complete, is taken back from the count;
 * - `check`, for an endpoint that does not check the password itself, runs once the attempt is
 *   counted: what it refuses (400, or its own answer) stays counted; if it fails, the attempt is
 *   taken back;
 * - `changeLimits`, the change's own limits (how many changes an account or a client may ask for),
 *   are counted with the password's attempt, so only a request that passed `refusal`: a typing
 *   mistake the route refuses uses none of them. They stay counted whatever the outcome, but for
 *   a failure of the server's;
 * - `changed` runs once the change is made, told who made it (the known device, or the address).
 *   The change stands whatever becomes of it: were it to fail (the database gone just then), the
 *   answer still says the change is made.
 */
export function passwordCheckedRoute(
  service: Pick<AuthService, "auth" | "attempts" | "sessions" | "devices"> & { trustProxy: boolean },
  refusal: (fields: Record<string, unknown>, account: { email: string }) => AuthErrorBody | undefined,
  { check, changeLimits = () => [], changed }: PasswordCheckedParts = {},
): Handler {
  const { auth, attempts, sessions } = service;
  return async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return authError(401, NOT_SIGNED_IN);
    const fields = await readAuthFields(c.req.raw);
    const refused = refusal(fields, session.user);
    if (refused) return authError(400, refused);
    const attempter = await attempterOf(c, service, session.user.email);
    const password = passwordAttemptLimits(attempter, session.user.email);
    const admission = await attempts.admit([...password, ...changeLimits(c, session.user)]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    // The password's attempts, the first counted: taken back once the change is made.
    const passwordAttempts = admission.counted.slice(0, password.length);
    let checked: AuthErrorBody | Response | undefined;
    try {
      checked = await check?.(fields, c.req.raw.headers);
    } catch (error) {
      await admission.attempt.forget();
      throw error;
    }
    if (checked) return checked instanceof Response ? checked : authError(400, checked);
    const response = await auth.handler(c.req.raw);
    if (response.status >= 500) await admission.attempt.forget();
    if (response.status >= 400) return response;
    for (const attempt of passwordAttempts) await attempt.forget();
    await changed?.(session.user, attempter).catch(() => undefined);
    return response;
  };
}
