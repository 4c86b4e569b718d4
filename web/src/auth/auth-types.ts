/** The one seam between the app and whichever sign-in provider runs (embedded or Clerk). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  imageUrl: string | null;
}

export interface AuthState {
  /** False until the provider knows whether someone is signed in. */
  isLoaded: boolean;
  isSignedIn: boolean;
  user: AuthUser | null;
  signOut: () => Promise<void>;
}

export interface SignUpDetails {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** A failed sign-in or sign-up, worded for the person at the form. */
export class AuthFormError extends Error {
  constructor(
    message: string,
    /** Which field the message belongs under, when it belongs to one. */
    readonly field?: "email" | "password",
  ) {
    super(message);
    this.name = "AuthFormError";
  }
}
