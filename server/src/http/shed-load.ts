import type { MiddlewareHandler } from "hono";
import { RequestsInFlight } from "./requests-in-flight";

/**
 * Refuses work the server cannot start soon, at once, rather than letting it queue: beyond
 * `maxInFlight` requests in progress (answers waiting on TMDB in proxy mode, renders waiting their
 * turn), a new request gets 503 with `Retry-After`, in the error shape of the API it asked
 * (TMDB's for /3, the auth API's for /api). /healthz is never refused: it must say how the server is.
 * `work` is where the requests are counted: the app's own count, which a stop waits on.
 */
export const RETRY_AFTER_SECONDS = 1;
const MESSAGE = "The server is busy: please try again in a moment.";
/** TMDB's "Service offline" code, the nearest it has to "busy". */
const TMDB_SERVICE_OFFLINE = 9;

export function shedLoad(maxInFlight: number, work = new RequestsInFlight()): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === "/healthz") return next();
    if (work.size >= maxInFlight) {
      const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
      return c.req.path.startsWith("/api/")
        ? c.json({ code: "SERVER_BUSY", message: MESSAGE }, 503, headers)
        : c.json({ success: false, status_code: TMDB_SERVICE_OFFLINE, status_message: MESSAGE }, 503, headers);
    }
    await work.track(next);
  };
}
