import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "../../../common/account-limits";
import { AuthFormError } from "./auth-types";

/**
 * Checks before a request is sent, in the same plain words the server uses. Every field's problem
 * is told at once (an empty form names both fields): the first thrown, the rest in its `others`.
 */
export function validateCredentials(email: string, password: string, { isNew }: { isNew: boolean }): void {
  const problems: AuthFormError[] = [];
  if (email.trim() === "") problems.push(new AuthFormError("Enter your email address.", "email"));
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.push(new AuthFormError("Please enter a valid email address.", "email"));
  if (password === "") problems.push(new AuthFormError("Enter your password.", "password"));
  else if (isNew && [...password].length < MIN_PASSWORD_LENGTH) problems.push(new AuthFormError(PASSWORD_TOO_SHORT, "password"));
  const [first, ...others] = problems;
  if (first) throw new AuthFormError(first.message, first.field, others);
}
