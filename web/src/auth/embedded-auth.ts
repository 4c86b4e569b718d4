import { useAuthStore } from "./auth-store";
import type { AuthUser, SignUpDetails } from "./auth-types";
import { embeddedAuthClient } from "./embedded-auth-client";

/** The embedded provider's actions, each leaving the shared auth store up to date. */
export const embeddedAuth = {
  /** Takes in the session a server-rendered first view was rendered for, without asking again. */
  adopt(user: AuthUser): void {
    const store = useAuthStore.getState();
    store.setSignOut(() => embeddedAuth.signOut());
    store.setSignedIn(user);
  },
  async load(): Promise<void> {
    const store = useAuthStore.getState();
    store.setSignOut(() => embeddedAuth.signOut());
    try {
      const user = await embeddedAuthClient.getSession();
      if (user) store.setSignedIn(user);
      else store.setSignedOut();
    } catch {
      store.setSignedOut();
    }
  },
  async signIn(email: string, password: string): Promise<void> {
    useAuthStore.getState().setSignedIn(await embeddedAuthClient.signIn(email, password));
  },
  async signUp(details: SignUpDetails): Promise<void> {
    useAuthStore.getState().setSignedIn(await embeddedAuthClient.signUp(details));
  },
  async signOut(): Promise<void> {
    try {
      await embeddedAuthClient.signOut();
    } finally {
      useAuthStore.getState().setSignedOut();
    }
  },
};
