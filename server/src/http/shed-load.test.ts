import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { shedLoad } from "./shed-load";

describe("shedding load", () => {
  it("refuses requests beyond the limit at once with 503 and Retry-After, in each API's error shape, and never /healthz", async () => {
    const app = new Hono();
    const releases: Array<() => void> = [];
    app.use("*", shedLoad(2));
    app.get("/healthz", (c) => c.json({ status: "ok" }));
    app.get("*", async (c) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return c.json({ ok: true });
    });
    const ask = (path: string) => Promise.resolve(app.request(path));
    const held = [ask("/3/movie/popular"), ask("/3/movie/popular")];
    await new Promise((resolve) => setImmediate(resolve));

    const tmdb = await app.request("/3/movie/popular");
    expect(tmdb.status).toBe(503);
    expect(tmdb.headers.get("Retry-After")).toBe("1");
    expect(await tmdb.json()).toEqual({ success: false, status_code: 9, status_message: "The server is busy: please try again in a moment." });
    const auth = await app.request("/api/auth/get-session");
    expect(await auth.json()).toEqual({ code: "SERVER_BUSY", message: "The server is busy: please try again in a moment." });
    expect((await app.request("/healthz")).status).toBe(200);

    for (const release of releases) release();
    expect((await Promise.all(held)).map((response) => response.status)).toEqual([200, 200]);
    const after = ask("/3/movie/popular");
    await new Promise((resolve) => setImmediate(resolve));
    releases.at(-1)!();
    expect((await after).status).toBe(200);
  });
});
