/**
 * What an embedded account's fields may hold, for the server that enforces it and the forms that
 * check before sending, in the words both say. ASVS 5.0 §6.2 for passwords: at least 8 characters,
 * at least 64 allowed, no composition rules, no truncation. A name is a person's name, not a
 * document; RFC 5321 limits a forward path to 256 octets, angle brackets included: 254 for the address.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_OCTETS = 254;

export const PASSWORD_TOO_SHORT = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORD_TOO_LONG = `Your password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
export const SAME_PASSWORD = "Your new password is the same as your current one. Choose another.";
export const SAME_EMAIL = "That is your email address already.";
export const PASSWORD_FOR_EMAIL_CHANGE = "Enter your password to change your email address.";

/** The form an account's email is stored and looked up in (better-auth lowercases it too): two addresses are one when these agree. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}
export const NAME_TOO_LONG = `Your name can be at most ${MAX_NAME_LENGTH} characters long.`;
export const EMAIL_TOO_LONG = `An email address can be at most ${MAX_EMAIL_OCTETS} characters long.`;
