import { ClerkProvider, useAuth, useClerk, useUser } from "@clerk/react";
import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuthStore } from "../auth-store";
import { AFTER_SIGN_OUT_URL, CLERK_LOCALIZATION, toAuthUser } from "./clerk-user";

/** Copies Clerk's session into the app's auth store, so guards, the user menu and the lists work unchanged. */
export function ClerkAuthBridge() {
  const { isLoaded, isSignedIn, getToken } = useAuth();
  const { user } = useUser();
  const clerk = useClerk();

  useEffect(() => {
    const store = useAuthStore.getState();
    store.setSignOut(() => clerk.signOut({ redirectUrl: AFTER_SIGN_OUT_URL }));
    // The lists' requests carry Clerk's current token (auth-store.ts says why the cookie is not enough).
    useAuthStore.setState({ sessionToken: () => getToken() });
    if (!isLoaded) return;
    if (isSignedIn && user) store.setSignedIn(toAuthUser(user));
    else store.setSignedOut();
  }, [clerk, getToken, isLoaded, isSignedIn, user]);

  return null;
}

interface ClerkRootProps {
  publishableKey: string;
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  children: ReactNode;
}

/** Clerk as the sign-in provider: initialised with the publishable key, signing out to /sign-in. */
export function ClerkRoot({ publishableKey, navigate, children }: ClerkRootProps) {
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      afterSignOutUrl={AFTER_SIGN_OUT_URL}
      signInUrl="/sign-in"
      signUpUrl="/sign-up"
      localization={CLERK_LOCALIZATION}
      routerPush={(to: string) => void navigate(to)}
      routerReplace={(to: string) => void navigate(to, { replace: true })}
    >
      <ClerkAuthBridge />
      {children}
    </ClerkProvider>
  );
}

/** ClerkRoot inside the app's router, so Clerk's own redirects are client-side navigations. */
export function ClerkRootInRouter({ publishableKey, children }: Omit<ClerkRootProps, "navigate">) {
  const navigate = useNavigate();
  return (
    <ClerkRoot publishableKey={publishableKey} navigate={(to, options) => navigate(to, options)}>
      {children}
    </ClerkRoot>
  );
}
