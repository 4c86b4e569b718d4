import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inProcessMe, inProcessTmdb } from "./in-process";

describe("the TMDB-shaped API asked in process", () => {
  const api = new Hono().basePath("/3");
  api.get("/movie/popular", (c) => c.json({ page: Number(c.req.query("page")), fault: c.req.header("X-MovieApp-Fault") ?? null }));
  api.get("/broken", (c) => c.text("<html>oops</html>", 503));

  it("answers with the application's status and parsed body, the query and forwarded headers included", async () => {
    const tmdb = inProcessTmdb(api, "/3")({ "X-MovieApp-Fault": "path=/3/x; status=500", Cookie: undefined });
    await expect(tmdb("/movie/popular", new URLSearchParams({ page: "2" }))).resolves.toEqual({ status: 200, body: { page: 2, fault: "path=/3/x; status=500" } });
  });

  it("gives no body for an answer that is not JSON, and the status for an unknown path", async () => {
    const tmdb = inProcessTmdb(api, "/3")({});
    await expect(tmdb("/broken", new URLSearchParams())).resolves.toEqual({ status: 503, body: undefined });
    await expect(tmdb("/nowhere", new URLSearchParams())).resolves.toMatchObject({ status: 404 });
  });

  it("keeps successful answers briefly, never failures, and nothing asked with forwarded headers", async () => {
    const counted = new Hono().basePath("/3");
    let asked = 0;
    counted.get("/genre/movie/list", (c) => (asked++, c.json({ genres: [] })));
    counted.get("/movie/1", (c) => (asked++, c.json({ status_code: 34 }, 404)));
    const tmdb = inProcessTmdb(counted, "/3");
    const plain = tmdb({});
    await plain("/genre/movie/list", new URLSearchParams());
    await plain("/genre/movie/list", new URLSearchParams());
    expect(asked).toBe(1);
    const faulted = tmdb({ "X-MovieApp-Fault": "path=/3/x; delay=10" });
    await faulted("/genre/movie/list", new URLSearchParams());
    await faulted("/genre/movie/list", new URLSearchParams());
    expect(asked).toBe(3);
    await plain("/movie/1", new URLSearchParams());
    await plain("/movie/1", new URLSearchParams());
    expect(asked).toBe(5);
  });
});

describe("the visitor's lists asked in process", () => {
  const lists = new Hono();
  lists.get("/api/me/lists/:list", (c) => c.json({ list: c.req.param("list"), sort: c.req.query("sort"), cookie: c.req.header("Cookie") ?? null }));

  it("asks as the visitor, every time afresh, with the query", async () => {
    let asked = 0;
    lists.get("/api/me/summary", (c) => c.json({ watchlist: ++asked }));
    const me = inProcessMe(lists, { cookie: "better-auth.session_token=abc", "X-MovieApp-Fault": undefined });
    await expect(me("/lists/watchlist", new URLSearchParams({ sort: "title" }))).resolves.toEqual({ status: 200, body: { list: "watchlist", sort: "title", cookie: "better-auth.session_token=abc" } });
    await me("/summary", new URLSearchParams());
    await expect(me("/summary", new URLSearchParams())).resolves.toEqual({ status: 200, body: { watchlist: 2 } });
  });

  it("finds nothing where the server keeps no lists", async () => {
    await expect(inProcessMe(undefined, { cookie: "x=1" })("/summary", new URLSearchParams())).resolves.toEqual({ status: 404, body: undefined });
  });
});
