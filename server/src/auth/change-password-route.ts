import type { Handler } from "hono";
import { SAME_PASSWORD } from "../../../common/account-limits";
import type { AuthService } from "./create-auth";
import { passwordCheckedRoute } from "./password-checked-route";
import { passwordProblem } from "./password-policy";

/**
 * POST /api/auth/change-password (better-auth's, behind password-checked-route.ts's guards): the
 * new password must meet the policy a new account's does (password-policy.ts), and differ from the
 * current one (a change that changes nothing would be reported as done). It takes only what the
 * account page sends: the current and new passwords, and whether to sign out the other devices.
 */
const FIELDS = new Set(["currentPassword", "newPassword", "revokeOtherSessions"]);

export function changePasswordRoute(service: Pick<AuthService, "auth" | "attempts" | "sessions" | "devices"> & { trustProxy: boolean }): Handler {
  return passwordCheckedRoute(
    service,
    (fields) => {
      if (Object.keys(fields).some((key) => !FIELDS.has(key))) return { code: "NOT_CHANGEABLE", message: "Only your current and new passwords are taken here." };
      const problem = typeof fields.newPassword === "string" ? passwordProblem(fields.newPassword) : "Please enter a new password.";
      if (problem) return { code: "WEAK_PASSWORD", message: problem };
      return fields.newPassword === fields.currentPassword ? { code: "SAME_PASSWORD", message: SAME_PASSWORD } : undefined;
    },
    { changed: (account, attempter) => service.devices.forgetAll(account.id, "knownDevice" in attempter ? attempter.knownDevice : undefined) },
  );
}
