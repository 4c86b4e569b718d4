import { useState } from "react";
import { embeddedAuth } from "../../auth/embedded-auth";
import { AuthFormError } from "../../auth/auth-types";
import { FormProblem } from "../../components/form-field";
import { runtimeConfig } from "../../lib/runtime-config";

/** What a sign-in the provider sent back refused (better-auth's `?error=` codes) means, in words. */
export function singleSignOnProblem(error: string | null, provider: string): string {
  if (error === "account_not_linked") {
    return `An account with this email address is already here, and ${provider} cannot be joined to it before the address is confirmed. Sign in with its password.`;
  }
  if (error === "email_not_found") return `${provider} did not give an email address, which an account here needs.`;
  if (error === "signup_disabled") return `${provider} may not make new accounts here.`;
  return `Signing in with ${provider} did not work. Please try again.`;
}

/**
 * "Sign in with …" when the server offers an OpenID provider (OIDC_ISSUER): the browser leaves for
 * the provider's page and comes back signed in, to `returnTo`.
 */
export function SingleSignOn({ returnTo }: { returnTo: string }) {
  const provider = runtimeConfig().ssoName;
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (provider === null) return null;
  const start = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await embeddedAuth.signInWithSso(returnTo);
    } catch (error) {
      setProblem(error instanceof AuthFormError ? error.message : singleSignOnProblem(null, provider));
      setPending(false);
    }
  };
  return (
    <div className="auth-form__sso">
      <p className="auth-form__or">or</p>
      <button type="button" className="auth-form__submit auth-form__submit--other" aria-disabled={pending} aria-busy={pending} onClick={() => void start()}>
        {`Sign in with ${provider}`}
      </button>
      {problem ? <FormProblem>{problem}</FormProblem> : null}
    </div>
  );
}
