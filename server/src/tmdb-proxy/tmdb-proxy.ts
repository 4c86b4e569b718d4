import { Hono, type Context } from "hono";
import { LRUCache } from "lru-cache";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { cacheLifetimeMs } from "./cache-lifetime";
import { proxiedOftenWith } from "./often-with";

export interface TmdbProxyOptions {
  apiKey: string;
  upstreamUrl: string;
  timeoutMs?: number;
}

/** An answer from TMDB (or the proxy's own when TMDB could not be reached), as passed on. */
export interface UpstreamAnswer {
  status: number;
  body: string;
  contentType: string;
  /** Headers passed on to the client (Retry-After). */
  headers: Record<string, string>;
  cached: boolean;
}

/** Asks TMDB for a `/3/…` path with the given query (the server's key is added); cached answers are reused. */
export type UpstreamGet = (pathname: string, query: URLSearchParams) => Promise<UpstreamAnswer>;

const PASSED_HEADERS = ["Retry-After"];
const JSON_TYPE = "application/json;charset=utf-8";

function createUpstreamGet(options: TmdbProxyOptions): UpstreamGet {
  const cache = new LRUCache<string, { status: number; body: string; contentType: string }>({ max: 5000, ttlAutopurge: false });
  return async (pathname, query) => {
    const params = new URLSearchParams(query);
    params.delete("api_key");
    params.sort();
    const key = `${pathname}?${params.toString()}`;
    const cached = cache.get(key);
    if (cached) return { ...cached, headers: {}, cached: true };

    params.set("api_key", options.apiKey);
    let response: Response;
    try {
      response = await fetch(`${options.upstreamUrl}${pathname}?${params.toString()}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const body = JSON.stringify({ success: false, status_code: 0, status_message: timedOut ? "TMDB did not answer in time." : "TMDB could not be reached." });
      return { status: timedOut ? 504 : 502, body, contentType: JSON_TYPE, headers: {}, cached: false };
    }
    const answer = { status: response.status, body: await response.text(), contentType: response.headers.get("Content-Type") ?? JSON_TYPE };
    const headers: Record<string, string> = {};
    for (const name of PASSED_HEADERS) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    if (response.ok) cache.set(key, answer, { ttl: cacheLifetimeMs(pathname) });
    return { ...answer, headers, cached: false };
  };
}

function send(c: Context, answer: UpstreamAnswer): Response {
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  c.header("X-Cache", answer.cached ? "HIT" : "MISS");
  return c.body(answer.body, answer.status as ContentfulStatusCode, { "Content-Type": answer.contentType });
}

/**
 * `/3/*` forwarded to TMDB with the server's key, so the browser never sees it: the client's
 * own `api_key` is dropped. Successful answers are cached for the lifetimes in cache-lifetime.ts; errors pass
 * through in TMDB's own shape and are not cached. MovieApp's own paths (a person's often_with) are
 * computed here from TMDB's answers.
 */
export function createTmdbProxy(options: TmdbProxyOptions): Hono {
  const proxy = new Hono();
  const upstream = createUpstreamGet(options);

  // Each answer costs up to 41 calls to TMDB: it is kept like a person's details, and a request for
  // one already being computed waits for it rather than starting another.
  const oftenWith = new LRUCache<string, Promise<UpstreamAnswer>>({ max: 2000, ttl: cacheLifetimeMs("/3/person/1") });
  proxy.get("/person/:id/often_with", async (c) => {
    const id = c.req.param("id");
    let answer = oftenWith.get(id);
    if (!answer) {
      answer = proxiedOftenWith(id, upstream);
      oftenWith.set(id, answer);
      // Only successes are kept: a failure (TMDB busy) is asked again next time.
      void answer.then((result) => (result.status === 200 ? undefined : oftenWith.delete(id)), () => oftenWith.delete(id));
    }
    return send(c, { ...(await answer), cached: false });
  });

  proxy.get("/*", async (c) => {
    const incoming = new URL(c.req.url);
    return send(c, await upstream(incoming.pathname, incoming.searchParams));
  });

  return proxy;
}
