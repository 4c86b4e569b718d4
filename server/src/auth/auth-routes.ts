import { Hono } from "hono";
import { sameOriginWrites } from "../http/same-origin-writes";
import { authBodyLimit } from "./auth-body-limit";
import { authError } from "./auth-error";
import type { AuthService } from "./create-auth";
import { signInRoute } from "./sign-in-route";
import { signUpRoute } from "./sign-up-route";
import { answerStorageFailures } from "./storage-guard";

/** better-auth's endpoints that end a person's sessions or change what a session says of them. */
const SESSION_CHANGES = /^\/api\/auth\/(?:sign-out|revoke-sessions?|revoke-other-sessions|change-password|change-email|update-user|delete-user)$/;

export interface AuthRouteOptions {
  service: Pick<AuthService, "auth" | "attempts" | "sessions" | "confirmsEmail">;
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
  // A change that ends or alters a person's sessions makes the app forget the ones it remembers
  // (recent-sessions.ts): whose they are is read before the change, as signing out ends the session.
  routes.use("/api/auth/*", async (c, next) => {
    if (c.req.method === "GET" || !SESSION_CHANGES.test(c.req.path)) return next();
    const before = await options.service.sessions.read(c.req.raw.headers).catch(() => null);
    await next();
    if (before && c.res.status < 300) options.service.sessions.forgetUser(before.user.id);
  });
  routes.use("/api/auth/*", authBodyLimit());
  routes.use("/api/auth/*", answerStorageFailures("save sign-ins and new accounts"));

  const { auth } = options.service;
  routes.post("/api/auth/sign-in/email", signInRoute({ ...options.service, trustProxy: options.trustProxy }));
  routes.post("/api/auth/sign-up/email", signUpRoute({ ...options.service, trustProxy: options.trustProxy }));
  // Asking for a new confirmation link is signing in (sign-in-route.ts, under its limits); better-auth's
  // own endpoint for it would mail any unconfirmed address without limit, and is not offered.
  routes.post("/api/auth/send-verification-email", () => authError(404, { code: "NOT_FOUND", message: "Sign in to get a new link to confirm your email address." }));
  routes.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  return routes;
}
