import { Hono } from "hono";
import { sameOriginWrites } from "../http/same-origin-writes";
import { authBodyLimit } from "./auth-body-limit";
import { authError } from "./auth-error";
import { changeEmailRoute } from "./change-email-route";
import { changePasswordRoute } from "./change-password-route";
import { deleteAccountRoute } from "./delete-account-route";
import { SSO_PROVIDER_ID, type AuthService } from "./create-auth";
import { knownDeviceRoutes } from "./known-device-routes";
import { signInRoute } from "./sign-in-route";
import { signUpRoute } from "./sign-up-route";
import { answerStorageFailures } from "./storage-guard";

/** better-auth's endpoints that end a person's sessions or change what a session says of them. */
const SESSION_CHANGES = /^\/api\/auth\/(?:sign-out|change-password|change-email|update-user|delete-user)$/;

/**
 * better-auth's other endpoints that the app uses. The rest (resetting a password with no mail to
 * send it by, linking accounts, tokens, …) answer 404 as an unknown path does:
 * each endpoint offered is one more way in, and these have no guards of ours.
 */
const ALSO_OFFERED = new Set([
  "/api/auth/get-session",
  "/api/auth/sign-out",
  "/api/auth/verify-email",
  "/api/auth/update-user",
  // Single sign-on (create-auth.ts): where the provider sends the person back (it starts at
  // sign-in/social, guarded below). Without OIDC_ISSUER better-auth has no such provider, and refuses.
  `/api/auth/callback/${SSO_PROVIDER_ID}`,
]);

/** What starting single sign-on may say: the provider, where to go after, and to be answered its address rather than redirected. */
const SSO_START_FIELDS = new Set(["provider", "callbackURL", "newUserCallbackURL", "errorCallbackURL", "disableRedirect"]);

export interface AuthRouteOptions {
  service: Pick<AuthService, "auth" | "attempts" | "sessions" | "confirmsEmail" | "devices" | "secureCookies">;
  trustedOrigins: readonly string[];
  trustProxy: boolean;
}

/**
 * `/api/auth/*`: better-auth's handler behind our own guards — cross-origin writes refused, bodies
 * bounded, sign-in and sign-up limited per client (sign-in, a password or email change and an
 * account's deletion per account too),
 * the password policy enforced on every new password, a failing disk answered as such, and only the
 * endpoints the app uses offered.
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
    // A link mailed to confirm an address (a new account's, or a new address for an account) changes
    // whose it is once opened: who that is, only the link's token says.
    if (c.req.method === "GET" && c.req.path === "/api/auth/verify-email") {
      await next();
      if (c.res.status === 302 && !(c.res.headers.get("Location") ?? "").includes("error=")) options.service.sessions.forgetAll();
      return;
    }
    if (c.req.method === "GET" || !SESSION_CHANGES.test(c.req.path)) return next();
    const before = await options.service.sessions.read(c.req.raw.headers).catch(() => null);
    await next();
    if (before && c.res.status < 300) options.service.sessions.forgetUser(before.user.id);
  });
  routes.use("/api/auth/*", authBodyLimit());
  routes.use("/api/auth/*", answerStorageFailures("save sign-ins and new accounts"));

  const { auth } = options.service;
  const service = { ...options.service, trustProxy: options.trustProxy };
  routes.post("/api/auth/sign-in/email", signInRoute(service));
  routes.post("/api/auth/sign-up/email", signUpRoute(service));
  // Asking for a new confirmation link is signing in (sign-in-route.ts, under its limits); better-auth's
  // own endpoint for it would mail any unconfirmed address without limit, and is not offered.
  routes.post("/api/auth/send-verification-email", () => authError(404, { code: "NOT_FOUND", message: "Sign in to get a new link to confirm your email address." }));
  routes.post("/api/auth/change-password", changePasswordRoute(service));
  routes.post("/api/auth/delete-user", deleteAccountRoute(service));
  routes.post("/api/auth/change-email", changeEmailRoute(service));
  routes.post("/api/auth/sign-in/social", async (c) => {
    // Only the redirect flow, with its state, PKCE and nonce: better-auth also signs in straight
    // from an ID token sent here (`idToken`), which skips all three.
    const body: unknown = await c.req.json().catch(() => null);
    const fields = typeof body === "object" && body !== null ? Object.keys(body) : [];
    if (fields.length === 0 || fields.some((field) => !SSO_START_FIELDS.has(field)) || (body as { provider?: unknown }).provider !== SSO_PROVIDER_ID) {
      return authError(400, { code: "INVALID_REQUEST", message: `Single sign-on starts with { provider: "${SSO_PROVIDER_ID}" } and where to return, and nothing else.` });
    }
    return auth.handler(new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: JSON.stringify(body) }));
  });
  knownDeviceRoutes(routes, options.service);
  routes.on(["GET", "POST"], "/api/auth/*", (c) => (ALSO_OFFERED.has(c.req.path) ? auth.handler(c.req.raw) : authError(404, { code: "NOT_FOUND", message: "There is no such sign-in service here." })));
  return routes;
}
