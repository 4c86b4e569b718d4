import { Link } from "../../components/link";
import { embeddedAuth } from "../../auth/embedded-auth";
import { validateCredentials } from "../../auth/validate-credentials";
import { formText } from "../../lib/form-text";
import { AuthCard } from "./auth-card";
import { AuthSubmit, clerkOrEmbedded } from "./auth-submit";
import { AuthField } from "./auth-field";
import { useAuthForm } from "./use-auth-form";

export const SignInPage = clerkOrEmbedded(() => import("../../auth/clerk/clerk-screens").then((m) => m.ClerkSignInScreen), EmbeddedSignInPage);

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
        <AuthField id="email" name="email" label="Email address" type="email" autoComplete="email" maxLength={254} autoFocus error={error?.field === "email" ? error.message : undefined} />
        <AuthField id="password" name="password" label="Password" type="password" autoComplete="current-password" error={error?.field === "password" ? error.message : undefined} />
        <AuthSubmit pending={pending} error={error} />
      </form>
    </AuthCard>
  );
}

export default SignInPage;
