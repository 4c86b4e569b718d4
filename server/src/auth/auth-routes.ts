import { Hono } from "hono";
import { clientAddress } from "../http/client-address";
import type { Auth } from "./create-auth";
import { AttemptLimiter } from "./attempt-limiter";
import { passwordProblem } from "./password-policy";

export interface AuthRouteOptions {
  auth: Auth;
  trustedOrigins: readonly string[];
  trustProxy: boolean;
}

const SIGN_IN = "/api/auth/sign-in/email";
const SIGN_UP = "/api/auth/sign-up/email";

/**
 * `/api/auth/*`: better-auth's handler behind our own guards — cross-origin writes refused,
 * sign-in failures and sign-up attempts limited per client, and the password policy enforced.
 */
export function createAuthRoutes(options: AuthRouteOptions): Hono {
  const routes = new Hono();
  // The 4th failed sign-in within 10 s is refused. Sign-up: 5 failures a minute (they probe which
  // emails exist, or guess at the policy), and 20 accounts per 10 minutes from one client.
  const signInFailures = new AttemptLimiter(3, 10_000);
  const signUpFailures = new AttemptLimiter(5, 60_000);
  const signUps = new AttemptLimiter(20, 600_000);

  routes.use("/api/auth/*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("Origin");
      const crossSite = c.req.header("Sec-Fetch-Site") === "cross-site";
      if ((origin !== undefined && !options.trustedOrigins.includes(origin)) || (origin === undefined && crossSite)) {
        return c.json({ code: "FORBIDDEN_ORIGIN", message: "This request came from another site and was refused." }, 403);
      }
    }
    await next();
    c.header("Cache-Control", "no-store");
  });

  const tooMany = (retryAfter: number) =>
    new Response(JSON.stringify({ code: "TOO_MANY_ATTEMPTS", message: `Too many attempts. Please wait ${retryAfter} seconds and try again.` }), {
      status: 429,
      headers: { "Content-Type": "application/json", "Retry-After": String(retryAfter) },
    });

  routes.post(SIGN_IN, async (c) => {
    const client = clientAddress(c, options.trustProxy);
    const wait = signInFailures.retryAfterSeconds(client);
    if (wait > 0) return tooMany(wait);
    const response = await options.auth.handler(c.req.raw);
    if (response.status >= 400) signInFailures.record(client);
    return response;
  });

  routes.post(SIGN_UP, async (c) => {
    const client = clientAddress(c, options.trustProxy);
    const wait = Math.max(signUpFailures.retryAfterSeconds(client), signUps.retryAfterSeconds(client));
    if (wait > 0) return tooMany(wait);
    const body: unknown = await c.req.raw.clone().json().catch(() => undefined);
    const password = typeof body === "object" && body !== null && "password" in body ? body.password : undefined;
    const problem = typeof password === "string" ? passwordProblem(password) : "Please enter a password.";
    if (problem) {
      signUpFailures.record(client);
      return c.json({ code: "WEAK_PASSWORD", message: problem }, 400);
    }
    const response = await options.auth.handler(c.req.raw);
    if (response.status >= 400) signUpFailures.record(client);
    else signUps.record(client);
    return response;
  });

  routes.on(["GET", "POST"], "/api/auth/*", (c) => options.auth.handler(c.req.raw));
  return routes;
}
