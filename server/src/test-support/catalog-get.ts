import type { Hono } from "hono";
import { DEFAULT_CATALOG_API_KEY } from "../config";

/**
 * For tests: a GET on the catalog API with its key (added to the query), answered by a server at
 * `target` (its URL) or by the app itself in process; the status and the JSON body.
 */
export async function catalogGet<T>(target: string | Hono, path: string): Promise<{ status: number; body: T }> {
  const withKey = `${path}${path.includes("?") ? "&" : "?"}api_key=${DEFAULT_CATALOG_API_KEY}`;
  const res = typeof target === "string" ? await fetch(`${target}${withKey}`) : await target.request(`http://catalog.test${withKey}`);
  return { status: res.status, body: (await res.json()) as T };
}
