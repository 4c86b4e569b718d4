import type { MiddlewareHandler } from "hono";

/** How long a browser may reuse a preflight's answer: a day, as with TMDB's. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * CORS for data any page may read (the embedded catalog's API and images, as TMDB's are): any
 * origin, GET and HEAD, every requested header (so `Authorization` passes); preflights answered
 * here, before any key is asked for. No credentials, so no cookie ever rides along.
 *
 * Not `hono/cors`: it sets its headers after the handler, which makes Hono rebuild every cached
 * answer's Response; measured on /3/movie/popular, that halved the API's throughput (about 34,000
 * requests/s without it, 13,500 with it, 10 connections). Setting the one header before the
 * handler costs what the other data headers cost (docs/decisions/027).
 */
export function openToEveryOrigin(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "OPTIONS" && c.req.header("Access-Control-Request-Method")) {
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
        "Access-Control-Allow-Headers": c.req.header("Access-Control-Request-Headers") ?? "",
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
      });
    }
    c.header("Access-Control-Allow-Origin", "*");
    await next();
  };
}
