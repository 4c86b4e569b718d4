import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "../test-support/listen";
import { appFaultBody, FAULT_HEADER, faultInjection, parseFaultRules } from "./fault-injection";

describe("parseFaultRules", () => {
  it("reads several rules with their settings", () => {
    expect(parseFaultRules("path=/3/movie/popular; status=500, path=/3/search/*; delay=200; body=invalid")).toEqual([
      { path: "/3/movie/popular", status: 500 },
      { path: "/3/search/*", delayMs: 200, body: "invalid" },
    ]);
  });
  it("refuses unknown settings and rules without a path", () => {
    expect(() => parseFaultRules("path=/3/x; colour=blue")).toThrow(/unknown fault setting "colour=blue"/);
    expect(() => parseFaultRules("status=500")).toThrow(/has no path/);
    expect(() => parseFaultRules("path=/3/x; delay=999999")).toThrow(/unknown fault setting/);
  });
});

describe("faultInjection over HTTP", () => {
  let running: RunningServer;
  beforeAll(async () => {
    const app = new Hono();
    app.use("/3/*", faultInjection());
    app.get("/3/*", (c) => c.json({ page: 1, results: [], total_pages: 0, total_results: 0 }));
    app.use("/api/me/*", faultInjection(appFaultBody));
    app.put("/api/me/*", (c) => c.json({ ok: true }));
    running = await listen(app);
  });
  afterAll(() => running.close());
  const get = (path: string, fault?: string) => fetch(`${running.url}${path}`, { headers: fault ? { [FAULT_HEADER]: fault } : {} });

  it("passes requests through when no rule matches", async () => {
    expect((await get("/3/movie/popular")).status).toBe(200);
    expect((await get("/3/movie/popular", "path=/3/genre/movie/list; status=500")).status).toBe(200);
  });

  it("answers with the chosen status in TMDB's error shape", async () => {
    const res = await get("/3/movie/popular", "path=/3/movie/popular; status=500");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, status_code: 11, status_message: "Internal error: Something went wrong, contact TMDB." });
    const limited = await get("/3/movie/popular", "path=/3/movie/*; status=429");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("1");
  });

  it("answers the app's own API's requests in its { code, message } shape", async () => {
    const res = await fetch(`${running.url}/api/me/lists/watchlist/238`, { method: "PUT", headers: { [FAULT_HEADER]: "path=/api/me/lists/*; status=500" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ code: "INJECTED_FAULT", message: "Injected failure 500." });
    expect((await fetch(`${running.url}/api/me/lists/watchlist/238`, { method: "PUT" })).status).toBe(200);
  });

  it("answers late, with malformed JSON, or with a body of the wrong shape", async () => {
    const started = Date.now();
    expect((await get("/3/movie/popular", "path=/3/movie/popular; delay=300")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect((await get("/3/movie/popular", "path=/3/movie/popular; body=malformed")).json()).rejects.toThrow();
    expect(await (await get("/3/movie/popular", "path=/3/movie/popular; body=invalid")).json()).toEqual({ unexpected: "shape" });
  });

  it("tells the test author when the header is wrong", async () => {
    const res = await get("/3/movie/popular", "path=/3/movie/popular; stauts=500");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { status_message: string }).status_message).toContain('unknown fault setting "stauts=500"');
  });
});
