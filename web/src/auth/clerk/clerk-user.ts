import type { AuthUser } from "../auth-types";

/** The parts of Clerk's user object the app reads. */
export interface ClerkUserLike {
  id: string;
  fullName: string | null;
  username?: string | null;
  imageUrl: string;
  hasImage?: boolean;
  primaryEmailAddress: { emailAddress: string } | null;
}

export function toAuthUser(user: ClerkUserLike): AuthUser {
  const email = user.primaryEmailAddress?.emailAddress ?? "";
  return {
    id: user.id,
    name: user.fullName?.trim() || user.username || "",
    email,
    // Clerk always offers an image URL; without an uploaded picture it is a generic one, so use initials instead.
    imageUrl: user.hasImage === false ? null : user.imageUrl || null,
  };
}

/** The app's titles and subtitles for Clerk's screens (its defaults name the Clerk application instead). */
export const CLERK_LOCALIZATION = {
  signIn: { start: { title: "Sign in to Movie App", subtitle: "Welcome back! Please sign in to continue" } },
  signUp: { start: { title: "Create your account", subtitle: "Welcome! Please fill in the details to get started" } },
};

export const AFTER_SIGN_OUT_URL = "/sign-in";
