import commonPasswords from "fxa-common-password-list";

/** ASVS 5.0 §6.2: at least 8 characters, at least 64 allowed, no composition rules, no truncation. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Why a new password is refused, in plain words, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (length > MAX_PASSWORD_LENGTH) return `Your password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return "This password is too common and easy to guess. Please choose another.";
  }
  return undefined;
}
