import { useSearchParams } from "react-router";
import { returnState, useReturnAddress } from "../../lib/return-address";
import { FormField, FormProblem } from "../../components/form-field";
import { Link } from "../../components/link";
import { embeddedAuth } from "../../auth/embedded-auth";
import { AUTH_TAB_TITLES } from "../../auth/auth-types";
import { validateCredentials } from "../../auth/validate-credentials";
import { formText } from "../../lib/form-text";
import { AuthCard } from "./auth-card";
import { AuthSubmit, clerkOrEmbedded } from "./auth-submit";
import { useAuthForm } from "./use-auth-form";
import { runtimeConfig } from "../../lib/runtime-config";
import { SingleSignOn, singleSignOnProblem } from "./single-sign-on";

export const SignInPage = clerkOrEmbedded(() => import("../../auth/clerk/clerk-screens").then((m) => m.ClerkSignInScreen), EmbeddedSignInPage);

/**
 * A link to confirm an address that the server refused (expired, used, or not one it sent) leads
 * here with ?error=…: signing in to an unconfirmed account mails a new one.
 */
const REFUSED_LINK = "This link to confirm your email address has expired or was already used. Sign in, and we will send you a new one.";

function EmbeddedSignInPage() {
  const [searchParams] = useSearchParams();
  // Where the visitor was going goes with them to the sign-up page and back.
  const returnTo = useReturnAddress();
  const goingTo = returnState(returnTo);
  // The OpenID provider sent the person back without a sign-in (?sso=failed&error=…); any other
  // ?error= is a refused link to confirm an address.
  const ssoFailed = searchParams.get("sso") === "failed";
  const refusedLink = !ssoFailed && searchParams.has("error");
  const { pending, error, onSubmit } = useAuthForm(async (form) => {
    const email = formText(form, "email");
    const password = formText(form, "password");
    validateCredentials(email, password, { isNew: false });
    await embeddedAuth.signIn(email, password);
  });
  return (
    <AuthCard
      title="Sign in to Movie App"
      tabTitle={AUTH_TAB_TITLES.signIn}
      subtitle="Welcome back! Please sign in to continue"
      footer={<>Don’t have an account? <Link to="/sign-up" state={goingTo} replace>Sign up</Link></>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {refusedLink && !error ? <FormProblem>{REFUSED_LINK}</FormProblem> : null}
        {ssoFailed && !error ? <FormProblem>{singleSignOnProblem(searchParams.get("error"), runtimeConfig().ssoName ?? "single sign-on")}</FormProblem> : null}
        <FormField id="email" name="email" label="Email address" type="email" autoComplete="email" maxLength={254} autoFocus error={error?.messageFor("email")} />
        <FormField id="password" name="password" label="Password" type="password" autoComplete="current-password" error={error?.messageFor("password")} />
        <AuthSubmit pending={pending} error={error} />
      </form>
      <SingleSignOn returnTo={returnTo} />
    </AuthCard>
  );
}

export default SignInPage;
