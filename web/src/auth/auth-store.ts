import { create } from "zustand";
import { renderCurrentState } from "../stores/server-snapshot";
import type { AuthState, AuthUser } from "./auth-types";

/**
 * The session as the app sees it, whichever provider fills it in: the embedded client
 * (embedded-auth.ts) or the Clerk bridge (clerk/clerk-auth-bridge.tsx). Never persisted.
 */
interface AuthStore extends AuthState {
  /**
   * With Clerk: the current session token, for the app's own API (/api/me). Clerk's `__session`
   * cookie holds a token that lives a minute and is renewed by Clerk's script, so a tab coming
   * back from the background may send a lapsed one before Clerk has renewed it; Clerk's
   * `getToken` renews it first when need be. Absent with the embedded accounts, whose cookie is
   * the session.
   */
  sessionToken?: () => Promise<string | null>;
  /**
   * True once the person left by choice (signed out, or deleted their account: leave-account.ts)
   * until someone signs in: the page they were on is then not where the next sign-in in this
   * browser leads (app/route-guards.tsx), as it is after a session that lapsed. Whoever signs in
   * next may be someone else.
   */
  leftByChoice: boolean;
  setSignedIn: (user: AuthUser) => void;
  setSignedOut: () => void;
  setSignOut: (signOut: () => Promise<void>) => void;
}

export const useAuthStore = create<AuthStore>()(
  renderCurrentState((set) => ({
    isLoaded: false,
    isSignedIn: false,
    user: null,
    leftByChoice: false,
    signOut: () => Promise.resolve(),
    setSignedIn: (user) => set({ isLoaded: true, isSignedIn: true, user, leftByChoice: false }),
    setSignedOut: () => set({ isLoaded: true, isSignedIn: false, user: null }),
    setSignOut: (signOut) => set({ signOut }),
  })),
);

/**
 * The server answered 401 (`/api/me`, an account change) to a request sent for `sentFor` (the
 * signed-in person's id then): the session it was sent is over, signed
 * out on another device or expired. With the embedded accounts, whose cookie is the session, the
 * app is then signed out, and the route guard leads to sign-in and back to this page after it
 * (app/route-guards.tsx). With Clerk a refused token may be one Clerk had not yet renewed, and
 * Clerk says itself when its session ends (clerk/clerk-root.tsx).
 */
export function sessionRefused(sentFor: string | undefined): void {
  const { sessionToken, user, setSignedOut } = useAuthStore.getState();
  // A refusal of a request sent for someone else (before a sign-out and another's sign-in) is not this session's.
  if (!sessionToken && user !== null && user.id === sentFor) setSignedOut();
}
