import type { Hono } from "hono";
import { authError, NOT_SIGNED_IN } from "./auth-error";
import type { AuthService } from "./create-auth";
import { deviceCookieIn } from "./known-devices";

/**
 * The signed-in account's known devices (known-devices.ts), for the account page:
 * - `GET /api/auth/known-devices`: `{ devices: [{ id, label, firstSignIn, lastSignIn, current }] }`,
 *   the one that signed in last first; `current` marks the browser asking;
 * - `DELETE /api/auth/known-devices/{id}`: forgets one (204); its sign-ins are then a stranger's
 *   until it signs in again. An id the account has no device of is 404, whoever's it is.
 */
export function knownDeviceRoutes(routes: Hono, { sessions, devices }: Pick<AuthService, "sessions" | "devices">): void {
  routes.get("/api/auth/known-devices", async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return authError(401, NOT_SIGNED_IN);
    return c.json({ devices: await devices.list(session.user.id, deviceCookieIn(c.req.raw.headers)) });
  });
  routes.delete("/api/auth/known-devices/:id", async (c) => {
    const session = await sessions.read(c.req.raw.headers);
    if (!session) return authError(401, NOT_SIGNED_IN);
    if (!(await devices.forget(session.user.id, c.req.param("id")))) return authError(404, { code: "NOT_FOUND", message: "Your account has no such device." });
    return c.body(null, 204);
  });
}
