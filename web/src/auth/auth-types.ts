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

/** The browser tab's name on the sign-in and sign-up screens, the embedded form's and Clerk's alike. */
export const AUTH_TAB_TITLES = { signIn: "Sign in", signUp: "Create your account", confirm: "Check your email" } as const;

/** A failed sign-in or sign-up, worded for the person at the form. */
export class AuthFormError extends Error {
  constructor(
    message: string,
    /** Which field the message belongs under, when it belongs to one. */
    readonly field?: "email" | "password",
    /** What else is wrong with the form, each under its own field: every problem is told at once. */
    readonly others: readonly AuthFormError[] = [],
  ) {
    super(message);
    this.name = "AuthFormError";
  }

  /** The message under that field, if the form has one there. */
  messageFor(field: "email" | "password"): string | undefined {
    return [this, ...this.others].find((error) => error.field === field)?.message;
  }

  /** The first field with a message under it, where the focus goes; none for an error of the whole form. */
  get firstField(): "email" | "password" | undefined {
    return [this, ...this.others].find((error) => error.field)?.field;
  }
}
