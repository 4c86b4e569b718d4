import type { Handler } from "hono";
import type { AuthService } from "./create-auth";
import { passwordCheckedRoute } from "./password-checked-route";

/**
 * POST /api/auth/delete-user (better-auth's, behind password-checked-route.ts's guards): deletes
 * the signed-in account and everything it keeps (create-auth.ts), once its password is given.
 * better-auth would also delete a session younger than a day without one, and take other fields (a
 * token mailed for the purpose, which this app never sends): only `password` is taken.
 */
export function deleteAccountRoute(service: Pick<AuthService, "auth" | "attempts" | "sessions" | "devices"> & { trustProxy: boolean }): Handler {
  return passwordCheckedRoute(service, (fields) => {
    if (Object.keys(fields).some((key) => key !== "password")) return { code: "NOT_CHANGEABLE", message: "Only your password is taken here." };
    if (typeof fields.password !== "string" || fields.password === "") return { code: "PASSWORD_REQUIRED", message: "Enter your password to delete your account." };
    return undefined;
  });
}
