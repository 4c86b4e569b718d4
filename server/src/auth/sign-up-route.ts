import type { Handler } from "hono";
import { clientAddress } from "../http/client-address";
import { authError, tooManyAttempts } from "./auth-error";
import { readAuthFields } from "./auth-fields";
import type { AttemptLimit } from "./attempt-counter";
import type { AuthService } from "./create-auth";
import { passwordProblem } from "./password-policy";
import { rememberDevice } from "./remember-device";
import { neutralTakenEmailAnswer, takesAnExistingEmail } from "./taken-email";

const REFUSALS: AttemptLimit = { name: "sign-up/refused", maxAttempts: 5, windowMs: 60_000 };
const ACCOUNTS: AttemptLimit = { name: "sign-up/accounts", maxAttempts: 20, windowMs: 600_000 };

/**
 * POST /api/auth/sign-up/email. Per client: 5 refused sign-ups a minute (they probe which emails
 * exist, or guess at the policy) and 20 new accounts per 10 minutes, counted in the database like
 * sign-ins (attempt-counter.ts). Each sign-up holds a place in both limits while it runs — its
 * outcome is not known yet — and gives back the one its outcome does not belong to. Then the
 * password policy, then better-auth; a taken email is answered without saying so (taken-email.ts).
 */
export function signUpRoute(service: Pick<AuthService, "auth" | "attempts" | "devices" | "secureCookies"> & { trustProxy: boolean }): Handler {
  const { auth, attempts, trustProxy } = service;
  return async (c) => {
    const client = clientAddress(c, trustProxy);
    const fields = await readAuthFields(c.req.raw);
    const admission = await attempts.admit([
      [REFUSALS, client],
      [ACCOUNTS, client],
    ]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const [refusal, account] = admission.counted;

    const password = fields.password;
    const problem = typeof password === "string" ? passwordProblem(password) : "Please enter a password.";
    if (problem) {
      await account.forget();
      return authError(400, { code: "WEAK_PASSWORD", message: problem });
    }
    let response = await auth.handler(c.req.raw);
    if (typeof password === "string" && (await takesAnExistingEmail(response))) {
      response = await neutralTakenEmailAnswer(auth, password);
    }
    if (response.ok || response.status >= 500) await refusal.forget();
    if (!response.ok) await account.forget();
    // A new account signed in at once (no mail to confirm it by) has signed in from this device.
    return rememberDevice(response, c.req.raw, service);
  };
}
