import { EMAIL_TOO_LONG, MAX_EMAIL_OCTETS, MAX_NAME_LENGTH, NAME_TOO_LONG } from "../../../common/account-limits";
import type { AuthErrorBody } from "./auth-error";

export { MAX_EMAIL_OCTETS, MAX_NAME_LENGTH };

/** Why an account's name or email cannot be stored, in plain words, or undefined when both can. */
export function accountFieldProblem(fields: { name?: unknown; email?: unknown }): AuthErrorBody | undefined {
  if (typeof fields.name === "string" && [...fields.name].length > MAX_NAME_LENGTH) {
    return { code: "NAME_TOO_LONG", message: NAME_TOO_LONG };
  }
  if (typeof fields.email === "string" && Buffer.byteLength(fields.email, "utf8") > MAX_EMAIL_OCTETS) {
    return { code: "EMAIL_TOO_LONG", message: EMAIL_TOO_LONG };
  }
  return undefined;
}
