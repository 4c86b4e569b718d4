import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Test-only faults for the TMDB-shaped API and the lists' API (/api/me), so the web app's error
 * paths can be driven end to end against the real server. Enabled by FAULT_INJECTION=on (refused in production); each
 * request names its faults in the X-MovieApp-Fault header, e.g.
 *
 *   X-MovieApp-Fault: path=/3/movie/popular; status=500
 *   X-MovieApp-Fault: path=/3/search/*; delay=12000, path=/3/genre/movie/list; body=malformed
 *
 * Rules are separated by commas; each has a `path` (exact, or a prefix ending in `*`) and any of
 * `status=NNN`, `delay=MS` (answer late; up to 60000), `body=malformed` (not JSON) or
 * `body=invalid` (JSON that fails the app's response checks).
 */
export const FAULT_HEADER = "X-MovieApp-Fault";

export interface FaultRule {
  path: string;
  status?: number;
  delayMs?: number;
  body?: "malformed" | "invalid";
}

export class FaultRuleError extends Error {}

export function parseFaultRules(header: string): FaultRule[] {
  return header.split(",").map((text) => {
    const rule: Partial<FaultRule> = {};
    for (const part of text.split(";")) {
      const [key, value = ""] = part.split("=").map((s) => s.trim());
      if (!key) continue;
      if (key === "path" && value.startsWith("/")) rule.path = value;
      else if (key === "status" && /^[1-5]\d\d$/.test(value)) rule.status = Number(value);
      else if (key === "delay" && /^\d{1,5}$/.test(value) && Number(value) <= 60_000) rule.delayMs = Number(value);
      else if (key === "body" && (value === "malformed" || value === "invalid")) rule.body = value;
      else throw new FaultRuleError(`unknown fault setting "${part.trim()}"`);
    }
    if (!rule.path) throw new FaultRuleError(`fault rule "${text.trim()}" has no path`);
    return rule as FaultRule;
  });
}

function matches(rule: FaultRule, path: string): boolean {
  return rule.path.endsWith("*") ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}

/** TMDB's bodies for the statuses tests use most; others get a plain TMDB-shaped error. */
const STATUS_BODIES: Record<number, { status_code: number; status_message: string }> = {
  401: { status_code: 7, status_message: "Invalid API key: You must be granted a valid key." },
  404: { status_code: 34, status_message: "The resource you requested could not be found." },
  429: { status_code: 25, status_message: "Your request count (#) is over the allowed limit of (40)." },
  500: { status_code: 11, status_message: "Internal error: Something went wrong, contact TMDB." },
  503: { status_code: 9, status_message: "Service offline: This service is temporarily offline, try again later." },
};

/** An injected failure's body in TMDB's shape (the catalog's API). */
export const tmdbFaultBody = (status: number): object => ({ success: false, ...(STATUS_BODIES[status] ?? { status_code: 0, status_message: `Injected failure ${status}` }) });

/** An injected failure's body in the `{ code, message }` shape of the app's own APIs (/api/me). */
export const appFaultBody = (status: number): object => ({ code: "INJECTED_FAULT", message: `Injected failure ${status}.` });

/** `failureBody` shapes an injected status's answer as the API it stands in front of answers its own. */
export function faultInjection(failureBody: (status: number) => object = tmdbFaultBody): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header(FAULT_HEADER);
    if (!header) return next();
    let rules: FaultRule[];
    try {
      rules = parseFaultRules(header);
    } catch (error) {
      return c.json({ success: false, status_code: 0, status_message: `Bad ${FAULT_HEADER} header: ${(error as Error).message}` }, 400);
    }
    const rule = rules.find((r) => matches(r, c.req.path));
    if (!rule) return next();
    if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    if (rule.status) {
      if (rule.status === 429) c.header("Retry-After", "1");
      return c.json(failureBody(rule.status), rule.status as ContentfulStatusCode);
    }
    if (rule.body === "malformed") return c.body('{"page": 1, "results": [', 200, { "Content-Type": "application/json;charset=utf-8" });
    if (rule.body === "invalid") return c.json({ unexpected: "shape" });
    return next();
  };
}
