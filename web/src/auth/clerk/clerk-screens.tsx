import { SignIn, SignUp } from "@clerk/react";
import { useDocumentTitle } from "../../lib/use-document-title";
import { AUTH_TAB_TITLES } from "../auth-types";
import "../auth-pages.css";

/** Clerk's own sign-in and sign-up screens, mounted at /sign-in/* and /sign-up/*. */
export function ClerkSignInScreen() {
  useDocumentTitle(AUTH_TAB_TITLES.signIn);
  return (
    <main className="auth-page light-theme">
      <SignIn routing="path" path="/sign-in" signUpUrl="/sign-up" fallbackRedirectUrl="/" />
    </main>
  );
}

export function ClerkSignUpScreen() {
  useDocumentTitle(AUTH_TAB_TITLES.signUp);
  return (
    <main className="auth-page light-theme">
      <SignUp routing="path" path="/sign-up" signInUrl="/sign-in" fallbackRedirectUrl="/" />
    </main>
  );
}
