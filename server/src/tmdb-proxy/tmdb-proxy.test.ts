import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { CatalogStore } from "../catalog/store/catalog-store";
import { buildFixtureCatalog } from "../test-support/fixture-catalog";
import { createFixtureWebRoot } from "../test-support/fixture-web-root";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";

const UPSTREAM_KEY = "upstream-secret-key";
let upstream: RunningServer;
let proxy: RunningServer;
const upstreamRequests: string[] = [];

/** A second, real catalog instance stands in for api.themoviedb.org. */
beforeAll(async () => {
  const catalog = new CatalogStore(await buildFixtureCatalog());
  const upstreamApp = new Hono();
  upstreamApp.use("*", async (c, next) => {
    upstreamRequests.push(c.req.url);
    await next();
  });
  upstreamApp.route("/", createApp(testConfig({ catalogApiKey: UPSTREAM_KEY }), { accepting: true }, { catalog: () => catalog }));
  upstream = await listen(upstreamApp);
  proxy = await listen(createApp(testConfig({ tmdbApiKey: UPSTREAM_KEY, tmdbUpstreamUrl: upstream.url, webRoot: createFixtureWebRoot() }), { accepting: true }, {}));
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe("TMDB proxy mode", () => {
  it("forwards with the server's key, dropping the browser's", async () => {
    const res = await fetch(`${proxy.url}/3/movie/238?api_key=whatever-the-browser-sent&language=en-US`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { title: string }).title).toBe("The Godfather");
    const seen = new URL(upstreamRequests.at(-1)!);
    expect(seen.searchParams.getAll("api_key")).toEqual([UPSTREAM_KEY]);
    expect(seen.searchParams.get("language")).toBe("en-US");
  });

  it("forwards people's paths and computes MovieApp's often_with from TMDB's credits", async () => {
    const person = await fetch(`${proxy.url}/3/person/1158?append_to_response=movie_credits`);
    expect(person.status).toBe(200);
    expect(((await person.json()) as { name: string }).name).toBe("Al Pacino");
    const before = upstreamRequests.length;
    const res = await fetch(`${proxy.url}/3/person/1158/often_with`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number; results: Array<{ name: string; shared_movie_ids: number[] }> };
    expect(body.results.map((p) => p.name)).toEqual(["Francis Ford Coppola", "Mario Puzo"]);
    expect(body.results[0]!.shared_movie_ids).toEqual([238, 240, 242]);
    const asked = upstreamRequests.slice(before).map((url) => new URL(url).pathname).sort();
    expect(asked).toEqual(["/3/movie/238/credits", "/3/movie/240/credits", "/3/movie/242/credits", "/3/person/1158/movie_credits"]);
    // Asked again, every answer it needs is cached.
    await fetch(`${proxy.url}/3/person/1158/often_with`);
    expect(upstreamRequests.length).toBe(before + asked.length);
  });

  it("forwards issue 19's lists, collections, keywords and searches, and caches them", async () => {
    for (const path of [
      "/3/movie/top_rated?page=1", "/3/movie/now_playing?region=US", "/3/movie/upcoming", "/3/movie/238/keywords", "/3/search/keyword?query=mafia",
      "/3/search/collection?query=godfather", "/3/search/multi?query=godfa", "/3/discover/movie?with_cast=1158&vote_average.gte=7&sort_by=vote_average.desc",
    ]) {
      const first = await fetch(`${proxy.url}${path}`);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-cache"), path).toBe("MISS");
      const seen = new URL(upstreamRequests.at(-1)!);
      expect(`${seen.pathname}${seen.search}`, path).toContain(path.split("?")[0]);
      expect((await fetch(`${proxy.url}${path}`)).headers.get("x-cache"), path).toBe("HIT");
    }
    const upcoming = (await (await fetch(`${proxy.url}/3/movie/upcoming`)).json()) as { dates: { minimum: string } };
    expect(upcoming.dates.minimum).toBe("1999-10-31");
    expect((await fetch(`${proxy.url}/3/collection/263`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/3/discover/movie?primary_release_date.gte=soon`)).status).toBe(400);
  });

  it("is not open to other origins (they would spend the server's TMDB key)", async () => {
    const preflight = await fetch(`${proxy.url}/3/movie/popular`, { method: "OPTIONS", headers: { Origin: "https://other.example", "Access-Control-Request-Method": "GET" } });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    const res = await fetch(`${proxy.url}/3/movie/238`, { headers: { Origin: "https://other.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers often_with for an unknown person with TMDB's 404", async () => {
    const res = await fetch(`${proxy.url}/3/person/999999/often_with`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status_code: 34 });
    expect((await fetch(`${proxy.url}/3/person/abc/often_with`)).status).toBe(404);
  });

  it("caches successful answers and says so", async () => {
    const path = `/3/movie/popular?page=1&language=en-US&api_key=x`;
    const first = await fetch(`${proxy.url}${path}`);
    const before = upstreamRequests.length;
    const second = await fetch(`${proxy.url}${path}`);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(upstreamRequests.length).toBe(before);
    expect(await second.json()).toMatchObject({ page: 1, total_results: 13 });
  });

  it("passes TMDB's errors through unchanged and does not cache them", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${proxy.url}/3/movie/424242`);
      expect(res.status).toBe(404);
      expect(res.headers.get("x-cache")).toBe("MISS");
      expect(await res.json()).toEqual({ success: false, status_code: 34, status_message: "The resource you requested could not be found." });
    }
    const empty = await fetch(`${proxy.url}/3/search/movie?query=`);
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ errors: ["query must be provided"] });
  });

  it("points the web app at TMDB's image host, allows it in the CSP and has pages connect to it at once", async () => {
    const page = await fetch(`${proxy.url}/`);
    expect(page.headers.get("content-security-policy")).toContain("img-src 'self' data: https://image.tmdb.org");
    expect(page.headers.get("link")).toBe("<https://image.tmdb.org>; rel=preconnect");
    expect((await fetch(`${proxy.url}/t/p/w500/movie-238-poster.svg`)).status).toBe(404);
  });

  it("answers 502 in TMDB's shape when TMDB cannot be reached", async () => {
    const unreachable = await listen(createApp(testConfig({ tmdbApiKey: "k", tmdbUpstreamUrl: "http://127.0.0.1:9" }), { accepting: true }, {}));
    const res = await fetch(`${unreachable.url}/3/movie/popular`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, status_code: 0, status_message: "TMDB could not be reached." });
    await unreachable.close();
  });
});
