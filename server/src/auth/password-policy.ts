import commonPasswords from "fxa-common-password-list";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "../../../common/account-limits";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** Why a new password is refused, in plain words, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return "This password is too common and easy to guess. Please choose another.";
  }
  return undefined;
}
