import { useShallow } from "zustand/react/shallow";
import { useAuthStore } from "./auth-store";
import type { AuthState } from "./auth-types";

/** The current session, from whichever provider runs. */
export function useAuth(): AuthState {
  return useAuthStore(useShallow((s) => ({ isLoaded: s.isLoaded, isSignedIn: s.isSignedIn, user: s.user, signOut: s.signOut })));
}
