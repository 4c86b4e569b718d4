import { SignIn, SignUp } from "@clerk/react";
import "../auth-pages.css";

/** Clerk's own sign-in and sign-up screens, mounted at /sign-in/* and /sign-up/*. */
export function ClerkSignInScreen() {
  return (
    <main className="auth-page">
      <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" fallbackRedirectUrl="/" />
    </main>
  );
}

export function ClerkSignUpScreen() {
  return (
    <main className="auth-page">
      <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" fallbackRedirectUrl="/" />
    </main>
  );
}
