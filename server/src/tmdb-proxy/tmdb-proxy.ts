import { Hono } from "hono";
import { LRUCache } from "lru-cache";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { cacheLifetimeMs } from "./cache-lifetime";

export interface TmdbProxyOptions {
  apiKey: string;
  upstreamUrl: string;
  timeoutMs?: number;
}

interface CachedAnswer {
  status: number;
  body: string;
  contentType: string;
}

const PASSED_HEADERS = ["Retry-After"];

/**
 * `/3/*` forwarded to TMDB with the server's key, so the browser never sees it: the client's
 * own `api_key` is dropped. Successful answers are cached for the lifetimes in cache-lifetime.ts; errors pass
 * through in TMDB's own shape and are not cached.
 */
export function createTmdbProxy(options: TmdbProxyOptions): Hono {
  const proxy = new Hono();
  const cache = new LRUCache<string, CachedAnswer>({ max: 5000, ttlAutopurge: false });

  proxy.get("/*", async (c) => {
    const incoming = new URL(c.req.url);
    const params = new URLSearchParams(incoming.search);
    params.delete("api_key");
    params.sort();
    const key = `${incoming.pathname}?${params.toString()}`;
    const cached = cache.get(key);
    if (cached) {
      c.header("X-Cache", "HIT");
      return c.body(cached.body, cached.status as ContentfulStatusCode, { "Content-Type": cached.contentType });
    }

    params.set("api_key", options.apiKey);
    const upstream = `${options.upstreamUrl}${incoming.pathname}?${params.toString()}`;
    let response: Response;
    try {
      response = await fetch(upstream, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      return c.json(
        { success: false, status_code: 0, status_message: timedOut ? "TMDB did not answer in time." : "TMDB could not be reached." },
        timedOut ? 504 : 502,
      );
    }
    const body = await response.text();
    const contentType = response.headers.get("Content-Type") ?? "application/json;charset=utf-8";
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) c.header(name, value);
    }
    if (response.ok) cache.set(key, { status: response.status, body, contentType }, { ttl: cacheLifetimeMs(incoming.pathname) });
    c.header("X-Cache", "MISS");
    return c.body(body, response.status as ContentfulStatusCode, { "Content-Type": contentType });
  });

  return proxy;
}
