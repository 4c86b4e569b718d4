import { create } from "zustand";
import type { AuthUser, SignUpDetails } from "./auth-types";
import { embeddedAuthClient } from "./embedded-auth-client";

/** Session state of the embedded provider. Never persisted: the server's cookie is the truth. */
interface EmbeddedAuthStore {
  status: "loading" | "signed-in" | "signed-out";
  user: AuthUser | null;
  load: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (details: SignUpDetails) => Promise<void>;
  signOut: () => Promise<void>;
}

export const useEmbeddedAuthStore = create<EmbeddedAuthStore>()((set) => ({
  status: "loading",
  user: null,
  load: async () => {
    try {
      const user = await embeddedAuthClient.getSession();
      set({ status: user ? "signed-in" : "signed-out", user });
    } catch {
      set({ status: "signed-out", user: null });
    }
  },
  signIn: async (email, password) => {
    const user = await embeddedAuthClient.signIn(email, password);
    set({ status: "signed-in", user });
  },
  signUp: async (details) => {
    const user = await embeddedAuthClient.signUp(details);
    set({ status: "signed-in", user });
  },
  signOut: async () => {
    await embeddedAuthClient.signOut();
    set({ status: "signed-out", user: null });
  },
}));
