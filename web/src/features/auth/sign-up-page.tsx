import { Link } from "../../components/link";
import { embeddedAuth } from "../../auth/embedded-auth";
import { validateCredentials } from "../../auth/validate-credentials";
import { formText } from "../../lib/form-text";
import { AuthCard } from "./auth-card";
import { AuthSubmit, clerkOrEmbedded } from "./auth-submit";
import { AuthField } from "./auth-field";
import { useAuthForm } from "./use-auth-form";

export const SignUpPage = clerkOrEmbedded(() => import("../../auth/clerk/clerk-screens").then((m) => m.ClerkSignUpScreen), EmbeddedSignUpPage);

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
        <AuthField id="email" name="email" label="Email address" type="email" autoComplete="email" maxLength={254} autoFocus error={error?.field === "email" ? error.message : undefined} />
        <AuthField id="password" name="password" label="Password" type="password" autoComplete="new-password" maxLength={128} error={error?.field === "password" ? error.message : undefined} />
        <AuthSubmit pending={pending} error={error} />
      </form>
    </AuthCard>
  );
}

export default SignUpPage;
