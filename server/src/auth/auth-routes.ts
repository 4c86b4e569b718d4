import { Hono } from "hono";
import { sameOriginWrites } from "../http/same-origin-writes";
import { authBodyLimit } from "./auth-body-limit";
import { authError } from "./auth-error";
import type { AuthService } from "./create-auth";
import { signInRoute } from "./sign-in-route";
import { signUpRoute } from "./sign-up-route";
import { answerStorageFailures } from "./storage-guard";

export interface AuthRouteOptions {
  service: Pick<AuthService, "auth" | "attempts" | "sessions">;
  trustedOrigins: readonly string[];
  trustProxy: boolean;
}

/**
 * `/api/auth/*`: better-auth's handler behind our own guards — cross-origin writes refused, bodies
 * bounded, sign-in and sign-up limited per client (sign-in per account too), the password policy
 * enforced, and a failing disk answered as such.
 */
export function createAuthRoutes(options: AuthRouteOptions): Hono {
  const routes = new Hono();

  routes.use("/api/auth/*", sameOriginWrites(options.trustedOrigins, () => authError(403, { code: "FORBIDDEN_ORIGIN", message: "This request came from another site and was refused." })));
  routes.use("/api/auth/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  // Any change through the auth API may end or alter a session the app remembers.
  routes.use("/api/auth/*", async (c, next) => {
    await next();
    if (c.req.method !== "GET") options.service.sessions.forgetAll();
  });
  routes.use("/api/auth/*", authBodyLimit());
  routes.use("/api/auth/*", answerStorageFailures("sign-ins and new accounts"));

  const { auth } = options.service;
  routes.post("/api/auth/sign-in/email", signInRoute({ ...options.service, trustProxy: options.trustProxy }));
  routes.post("/api/auth/sign-up/email", signUpRoute({ ...options.service, trustProxy: options.trustProxy }));
  routes.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  return routes;
}
