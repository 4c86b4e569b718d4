import { Link } from "react-router";
import { lazy, Suspense } from "react";
import { embeddedAuth } from "../../auth/embedded-auth";
import { PageSpinner } from "../../components/page-spinner";
import { runtimeConfig } from "../../lib/runtime-config";
import { validateCredentials } from "../../auth/validate-credentials";
import { formText } from "../../lib/form-text";
import { AuthCard } from "./auth-card";
import { AuthField } from "./auth-field";
import { useAuthForm } from "./use-auth-form";

const ClerkScreen = lazy(() => import("../../auth/clerk/clerk-screens").then((m) => ({ default: m.ClerkSignUpScreen })));

/** Clerk's screen when Clerk is configured; otherwise the embedded form. */
export function SignUpPage() {
  if (runtimeConfig().clerkPublishableKey) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ClerkScreen />
      </Suspense>
    );
  }
  return <EmbeddedSignUpPage />;
}

function EmbeddedSignUpPage() {
  const { pending, error, onSubmit } = useAuthForm(async (form) => {
    const email = formText(form, "email");
    const password = formText(form, "password");
    validateCredentials(email, password, { isNew: true });
    await embeddedAuth.signUp({ email, password, firstName: formText(form, "firstName"), lastName: formText(form, "lastName") });
  });
  return (
    <AuthCard
      title="Create your account"
      subtitle="Welcome! Please fill in the details to get started"
      footer={<>Already have an account? <Link to="/sign-in">Sign in</Link></>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-form__row">
          <AuthField id="firstName" name="firstName" label="First name" optional autoComplete="given-name" />
          <AuthField id="lastName" name="lastName" label="Last name" optional autoComplete="family-name" />
        </div>
        <AuthField id="email" name="email" label="Email address" type="email" autoComplete="email" autoFocus error={error?.field === "email" ? error.message : undefined} />
        <AuthField id="password" name="password" label="Password" type="password" autoComplete="new-password" maxLength={128} error={error?.field === "password" ? error.message : undefined} />
        {error && !error.field ? <p className="auth-form__error" role="alert">{error.message}</p> : null}
        <button type="submit" className="auth-form__submit" disabled={pending} aria-busy={pending}>
          {pending ? <span className="auth-form__spinner" aria-hidden="true" /> : null}
          Continue
        </button>
      </form>
    </AuthCard>
  );
}
