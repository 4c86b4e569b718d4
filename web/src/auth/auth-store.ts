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
  /**
   * Counts the sessions this tab has seen (a sign-in, or another person's session taking over; not
   * a name or address changed within one): a request's answer is told apart from a later session's
   * by it, the same person's too.
   */
  signIns: number;
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
    signIns: 0,
    signOut: () => Promise.resolve(),
    setSignedIn: (user) => set((now) => ({ isLoaded: true, isSignedIn: true, user, leftByChoice: false, signIns: now.isSignedIn && now.user?.id === user.id ? now.signIns : now.signIns + 1 })),
    setSignedOut: () => set({ isLoaded: true, isSignedIn: false, user: null }),
    setSignOut: (signOut) => set({ signOut }),
  })),
);

/** The session a request is sent in (currentSession()), to be named when its answer is a 401 (sessionRefused). */
export type SentIn = number | undefined;

/** The session the app is signed in with now, undefined when signed out. */
export function currentSession(): SentIn {
  const { isSignedIn, signIns } = useAuthStore.getState();
  return isSignedIn ? signIns : undefined;
}

/**
 * The server answered 401 (`/api/me`, an account change) to a request sent in `sentIn` (the
 * session then: currentSession()): the session it was sent is over, signed
 * out on another device or expired. With the embedded accounts, whose cookie is the session, the
 * app is then signed out, and the route guard leads to sign-in and back to this page after it
 * (app/route-guards.tsx). With Clerk a refused token may be one Clerk had not yet renewed, and
 * Clerk says itself when its session ends (clerk/clerk-root.tsx).
 */
export function sessionRefused(sentIn: SentIn): void {
  const { sessionToken, setSignedOut } = useAuthStore.getState();
  // A refusal of a request sent in an earlier session (before a sign-out and a sign-in, whoever's) is not this session's.
  if (!sessionToken && sentIn !== undefined && currentSession() === sentIn) setSignedOut();
}
