import type { MiddlewareHandler } from "hono";

/**
 * Refuses a write (any method but GET and HEAD) sent from another site: its Origin is not one of
 * ours, or, without an Origin, the browser says it is cross-site. A session cookie rides along with
 * such requests, so without this any page could sign someone in, or change their lists.
 */
export function sameOriginWrites(trustedOrigins: readonly string[], refuse: () => Response): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const origin = c.req.header("Origin");
      const crossSite = c.req.header("Sec-Fetch-Site") === "cross-site";
      if ((origin !== undefined && !trustedOrigins.includes(origin)) || (origin === undefined && crossSite)) return refuse();
    }
    await next();
  };
}
