import { useAuthStore } from "./auth-store";
import { AuthFormError, type AuthUser, type SignUpDetails } from "./auth-types";
import { embeddedAuthClient, UNREACHABLE_MESSAGE } from "./embedded-auth-client";

/** Signing in, up and out load when first used (see ./embedded-auth-calls.ts); code that cannot load is a server out of reach. */
const calls = () =>
  import("./embedded-auth-calls").catch(() => {
    throw new AuthFormError(UNREACHABLE_MESSAGE);
  });

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
    useAuthStore.getState().setSignedIn(await (await calls()).signIn(email, password));
  },
  /** "signed-in", or "confirm-email" when the server mailed a link to confirm the address first. */
  async signUp(details: SignUpDetails): Promise<"signed-in" | "confirm-email"> {
    const user = await (await calls()).signUp(details);
    if (!user) return "confirm-email";
    useAuthStore.getState().setSignedIn(user);
    return "signed-in";
  },
  /** Leaves for the OpenID provider's sign-in page; the provider sends the person back here signed in. */
  async signInWithSso(returnTo: string): Promise<void> {
    window.location.assign(await (await calls()).singleSignOnAddress(returnTo));
  },
  async signOut(): Promise<void> {
    try {
      await (await calls()).signOut();
    } finally {
      useAuthStore.getState().setSignedOut();
    }
  },
};
