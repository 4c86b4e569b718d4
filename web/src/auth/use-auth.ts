import { useAuthStore } from "./auth-store";
import type { AuthState } from "./auth-types";

/** The current session, from whichever provider runs. */
export function useAuth(): AuthState {
  // One subscription per field: each re-renders only when its own value changes, and no shallow
  // comparison helper is needed in the first download.
  const isLoaded = useAuthStore((s) => s.isLoaded);
  const isSignedIn = useAuthStore((s) => s.isSignedIn);
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  return { isLoaded, isSignedIn, user, signOut };
}
