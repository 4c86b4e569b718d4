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

const ClerkScreen = lazy(() => import("../../auth/clerk/clerk-screens").then((m) => ({ default: m.ClerkSignInScreen })));

/** Clerk's screen when Clerk is configured; otherwise the embedded form. */
export function SignInPage() {
  if (runtimeConfig().clerkPublishableKey) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ClerkScreen />
      </Suspense>
    );
  }
  return <EmbeddedSignInPage />;
}

function EmbeddedSignInPage() {
  const { pending, error, onSubmit } = useAuthForm(async (form) => {
    const email = formText(form, "email");
    const password = formText(form, "password");
    validateCredentials(email, password, { isNew: false });
    await embeddedAuth.signIn(email, password);
  });
  return (
    <AuthCard
      title="Sign in to Movie App"
      subtitle="Welcome back! Please sign in to continue"
      footer={<>Don’t have an account? <Link to="/sign-up">Sign up</Link></>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <AuthField id="email" name="email" label="Email address" type="email" autoComplete="email" autoFocus error={error?.field === "email" ? error.message : undefined} />
        <AuthField id="password" name="password" label="Password" type="password" autoComplete="current-password" error={error?.field === "password" ? error.message : undefined} />
        {error && !error.field ? <p className="auth-form__error" role="alert">{error.message}</p> : null}
        <button type="submit" className="auth-form__submit" disabled={pending} aria-busy={pending}>
          {pending ? <span className="auth-form__spinner" aria-hidden="true" /> : null}
          Continue
        </button>
      </form>
    </AuthCard>
  );
}
