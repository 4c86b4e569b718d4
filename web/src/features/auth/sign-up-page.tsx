import { useState } from "react";
import { returnState, useReturnAddress } from "../../lib/return-address";
import { FormField } from "../../components/form-field";
import { Link } from "../../components/link";
import { embeddedAuth } from "../../auth/embedded-auth";
import { AUTH_TAB_TITLES } from "../../auth/auth-types";
import { validateCredentials } from "../../auth/validate-credentials";
import { formText } from "../../lib/form-text";
import { AuthCard } from "./auth-card";
import { AuthSubmit, clerkOrEmbedded } from "./auth-submit";
import { useAuthForm } from "./use-auth-form";

export const SignUpPage = clerkOrEmbedded(() => import("../../auth/clerk/clerk-screens").then((m) => m.ClerkSignUpScreen), EmbeddedSignUpPage);

function EmbeddedSignUpPage() {
  /** The address a confirmation link went to, once the server has mailed one (it has a mail server). */
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  // Where the visitor was going goes with them to the sign-in page and back.
  const goingTo = returnState(useReturnAddress());
  const { pending, error, onSubmit } = useAuthForm(async (form) => {
    const email = formText(form, "email");
    const password = formText(form, "password");
    validateCredentials(email, password, { isNew: true });
    const outcome = await embeddedAuth.signUp({ email, password, firstName: formText(form, "firstName"), lastName: formText(form, "lastName") });
    if (outcome === "signed-in") return true;
    setMailedTo(email.trim());
    return false;
  });
  if (mailedTo) return <ConfirmYourEmail address={mailedTo} />;
  return (
    <AuthCard
      title="Create your account"
      tabTitle={AUTH_TAB_TITLES.signUp}
      subtitle="Welcome! Please fill in the details to get started"
      footer={<>Already have an account? <Link to="/sign-in" state={goingTo} replace>Sign in</Link></>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-form__row">
          <FormField id="firstName" name="firstName" label="First name" optional autoComplete="given-name" />
          <FormField id="lastName" name="lastName" label="Last name" optional autoComplete="family-name" />
        </div>
        <FormField id="email" name="email" label="Email address" type="email" autoComplete="email" maxLength={254} autoFocus error={error?.messageFor("email")} />
        <FormField id="password" name="password" label="Password" type="password" autoComplete="new-password" maxLength={128} error={error?.messageFor("password")} />
        <AuthSubmit pending={pending} error={error} />
      </form>
    </AuthCard>
  );
}

/**
 * After a sign-up the server answered with a mail: the same words whether the address is new or
 * already has an account (only the mail tells them apart, and only its owner reads it).
 */
function ConfirmYourEmail({ address }: { address: string }) {
  return (
    <AuthCard title="Check your email" tabTitle={AUTH_TAB_TITLES.confirm} subtitle="One more step to finish signing up" footer={<>Confirmed your address? <Link to="/sign-in">Sign in</Link></>} focusTitle>
      <p className="auth-card__message">
        We have sent a link to <strong>{address}</strong>. Open it to confirm your address and finish creating your account. If this address already has an account, the mail says how to sign in.
      </p>
    </AuthCard>
  );
}

export default SignUpPage;
