import { create } from "zustand";
import { renderCurrentState } from "../stores/server-snapshot";
import type { AuthState, AuthUser } from "./auth-types";

/**
 * The session as the app sees it, whichever provider fills it in: the embedded client
 * (embedded-auth.ts) or the Clerk bridge (clerk/clerk-auth-bridge.tsx). Never persisted.
 */
interface AuthStore extends AuthState {
  setSignedIn: (user: AuthUser) => void;
  setSignedOut: () => void;
  setSignOut: (signOut: () => Promise<void>) => void;
}

export const useAuthStore = create<AuthStore>()(
  renderCurrentState((set) => ({
    isLoaded: false,
    isSignedIn: false,
    user: null,
    signOut: () => Promise.resolve(),
    setSignedIn: (user) => set({ isLoaded: true, isSignedIn: true, user }),
    setSignedOut: () => set({ isLoaded: true, isSignedIn: false, user: null }),
    setSignOut: (signOut) => set({ signOut }),
  })),
);
