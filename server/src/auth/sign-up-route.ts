import type { Handler } from "hono";
import { clientAddress } from "../http/client-address";
import { authError, tooManyAttempts } from "./auth-error";
import { readAuthFields } from "./auth-fields";
import { admit, AttemptLimiter } from "./attempt-limiter";
import type { Auth } from "./create-auth";
import { passwordProblem } from "./password-policy";
import { neutralTakenEmailAnswer, takesAnExistingEmail } from "./taken-email";

/**
 * POST /api/auth/sign-up/email. Per client: 5 refused sign-ups a minute (they probe which emails
 * exist, or guess at the policy) and 20 new accounts per 10 minutes. Each sign-up holds a place in
 * both limits while it runs — its outcome is not known yet — and gives back the one its outcome
 * does not belong to. Then the password policy, then better-auth; a taken email is answered
 * without saying so (taken-email.ts).
 */
export function signUpRoute(options: { auth: Auth; trustProxy: boolean }): Handler {
  const refusals = new AttemptLimiter(5, 60_000);
  const accounts = new AttemptLimiter(20, 600_000);
  return async (c) => {
    const client = clientAddress(c, options.trustProxy);
    const fields = await readAuthFields(c.req.raw);
    const admission = admit([
      [refusals, client],
      [accounts, client],
    ]);
    if (!admission.admitted) return tooManyAttempts(admission.retryAfterSeconds);
    const [refusal, account] = admission.counted;

    const password = fields.password;
    const problem = typeof password === "string" ? passwordProblem(password) : "Please enter a password.";
    if (problem) {
      account.forget();
      return authError(400, { code: "WEAK_PASSWORD", message: problem });
    }
    let response = await options.auth.handler(c.req.raw);
    if (typeof password === "string" && (await takesAnExistingEmail(response))) {
      response = await neutralTakenEmailAnswer(options.auth, password);
    }
    if (response.ok || response.status >= 500) refusal.forget();
    if (!response.ok) account.forget();
    return response;
  };
}
