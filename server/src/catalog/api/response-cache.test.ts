import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { cacheKey, ResponseCache } from "./response-cache";

/** A real Hono app whose one route answers `body` through the cache under the key the request names. */
function appWith(cache: ResponseCache, body: unknown) {
  const app = new Hono();
  app.get("/", (c) => cache.respond(c, c.req.query("key") ?? "", () => body));
  return (key: string, headers: Record<string, string> = {}) => app.request(`/?key=${encodeURIComponent(key)}`, { headers });
}

describe("cacheKey", () => {
  it("is the route and its normalised parameters, in the order given", () => {
    expect(cacheKey("popular", { page: 2 })).toBe('popular {"page":2}');
    expect(cacheKey("genres")).toBe("genres {}");
    expect(cacheKey("search", { query: "godfather", year: undefined })).toBe(cacheKey("search", { query: "godfather" }));
  });
});

describe("ResponseCache", () => {
  it("counts the key's bytes as part of what an entry holds", async () => {
    const short = new ResponseCache();
    const long = new ResponseCache();
    await appWith(short, { ok: true })("k");
    await appWith(long, { ok: true })("k".repeat(10_000));
    expect(long.stats.entries).toBe(1);
    expect(long.stats.bytes - short.stats.bytes).toBeGreaterThanOrEqual(2 * (10_000 - 1));
  });

  it("counts compressed variants once they are made", async () => {
    const cache = new ResponseCache();
    const ask = appWith(cache, { results: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Film ${i}` })) });
    await ask("list");
    const plain = cache.stats.bytes;
    const res = await ask("list", { "Accept-Encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    const compressed = (await res.arrayBuffer()).byteLength;
    expect(cache.stats.bytes - plain).toBe(compressed);
    await ask("list", { "Accept-Encoding": "br" });
    expect(cache.stats.bytes - plain).toBe(compressed);
  });

  it("stays within its limit however many distinct questions arrive", async () => {
    const limit = 64 * 1024;
    const cache = new ResponseCache(limit);
    const ask = appWith(cache, { results: "x".repeat(500) });
    for (let i = 0; i < 500; i++) await ask(`query-${i}-${"j".repeat(1000)}`);
    expect(cache.stats.bytes).toBeLessThanOrEqual(limit);
    expect(cache.stats.entries).toBeGreaterThan(0);
    expect(cache.stats.entries).toBeLessThan(500);
  });
});
