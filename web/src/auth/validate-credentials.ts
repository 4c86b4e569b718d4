import { AuthFormError } from "./auth-types";

/** Checks before a request is sent, in the same plain words the server uses. */
export function validateCredentials(email: string, password: string, { isNew }: { isNew: boolean }): void {
  if (email.trim() === "") throw new AuthFormError("Enter your email address.", "email");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) throw new AuthFormError("Please enter a valid email address.", "email");
  if (password === "") throw new AuthFormError("Enter your password.", "password");
  if (isNew && [...password].length < 8) throw new AuthFormError("Your password must be at least 8 characters long.", "password");
}
