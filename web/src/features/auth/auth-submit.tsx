import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { AuthFormError } from "../../auth/auth-types";
import { FormProblem } from "../../components/form-field";
import { PageSpinner } from "../../components/page-spinner";
import { runtimeConfig } from "../../lib/runtime-config";

/** The form's closing part, shared by sign-in and sign-up: an error not tied to a field, then 'Continue'. */
export function AuthSubmit({ pending, error }: { pending: boolean; error: AuthFormError | null }) {
  return (
    <>
      {error && !error.field ? <FormProblem>{error.message}</FormProblem> : null}
      {/* aria-disabled, not disabled: a disabled button would drop the focus of the person who pressed it (the form ignores a second press). */}
      <button type="submit" className="auth-form__submit" aria-disabled={pending} aria-busy={pending}>
        {pending ? <span className="auth-form__spinner" aria-hidden="true" /> : null}
        Continue
      </button>
    </>
  );
}

/** Clerk's screen when Clerk is configured (loaded on demand); otherwise the embedded form. */
export function clerkOrEmbedded(loadClerkScreen: () => Promise<ComponentType>, Embedded: ComponentType): () => ReactNode {
  const ClerkScreen = lazy(() => loadClerkScreen().then((Screen) => ({ default: Screen })));
  return function AuthScreen() {
    if (!runtimeConfig().clerkPublishableKey) return <Embedded />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <ClerkScreen />
      </Suspense>
    );
  };
}
