import commonPasswords from "fxa-common-password-list";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../common/account-limits";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

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
