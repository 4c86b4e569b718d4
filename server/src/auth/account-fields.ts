import { MAX_EMAIL_OCTETS, MAX_NAME_LENGTH } from "../../../common/account-limits";
import type { AuthErrorBody } from "./auth-error";

export { MAX_EMAIL_OCTETS, MAX_NAME_LENGTH };

/** Why an account's name or email cannot be stored, in plain words, or undefined when both can. */
export function accountFieldProblem(fields: { name?: unknown; email?: unknown }): AuthErrorBody | undefined {
  if (typeof fields.name === "string" && [...fields.name].length > MAX_NAME_LENGTH) {
    return { code: "NAME_TOO_LONG", message: `Your name can be at most ${MAX_NAME_LENGTH} characters long.` };
  }
  if (typeof fields.email === "string" && Buffer.byteLength(fields.email, "utf8") > MAX_EMAIL_OCTETS) {
    return { code: "EMAIL_TOO_LONG", message: `An email address can be at most ${MAX_EMAIL_OCTETS} characters long.` };
  }
  return undefined;
}
