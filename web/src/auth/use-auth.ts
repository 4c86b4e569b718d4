import { useEmbeddedAuthStore } from "./auth-store";
import type { AuthState } from "./auth-types";

/** The current session, from whichever provider runs. */
export function useAuth(): AuthState {
  const status = useEmbeddedAuthStore((s) => s.status);
  const user = useEmbeddedAuthStore((s) => s.user);
  const signOut = useEmbeddedAuthStore((s) => s.signOut);
  return { isLoaded: status !== "loading", isSignedIn: status === "signed-in", user, signOut };
}
