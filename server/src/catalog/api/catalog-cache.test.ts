import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixtureCatalog } from "../../test-support/fixture-catalog";
import { listen, type RunningServer } from "../../test-support/listen";
import { CatalogStore } from "../store/catalog-store";
import { createCatalogApi } from "./catalog-routes";
import { ResponseCache } from "./response-cache";

/**
 * The answer cache seen from outside: the catalog API over real HTTP on a real fixture catalog,
 * with the cache handed in so the test can weigh it.
 */
const KEY = "movieapp-local-catalog";
const cache = new ResponseCache();
let running: RunningServer;
let store: CatalogStore;

beforeAll(async () => {
  store = new CatalogStore(await buildFixtureCatalog());
  running = await listen(new Hono().route("/3", createCatalogApi({ apiKey: KEY, catalog: () => store, cacheFor: () => cache })));
});
afterAll(async () => {
  await running.close();
  store.close();
});

async function get(path: string, extra: Record<string, string> = {}): Promise<{ status: number; etag: string | null; body: string }> {
  const url = new URL(`${running.url}${path}`);
  for (const [name, value] of Object.entries({ ...extra, api_key: KEY })) url.searchParams.set(name, value);
  const res = await fetch(url);
  return { status: res.status, etag: res.headers.get("etag"), body: await res.text() };
}

const PATHS = [
  "/3/movie/popular?page=1",
  "/3/search/movie?query=godfather",
  "/3/discover/movie?with_genres=80&sort_by=revenue.desc",
  "/3/movie/238?append_to_response=credits,similar",
  "/3/movie/238/credits",
  "/3/movie/238/recommendations",
  "/3/genre/movie/list",
  "/3/movie/top_rated?page=1",
  "/3/movie/now_playing",
  "/3/movie/upcoming?region=US",
  "/3/movie/238/keywords",
  "/3/search/keyword?query=mafia",
  "/3/search/collection?query=godfather",
  "/3/search/multi?query=godfather",
  "/3/discover/movie?with_cast=1158&with_crew=1776&with_keywords=1&with_companies=4&vote_average.gte=7&with_runtime.lte=200&primary_release_date.gte=1970-01-01",
];

describe("the catalog's answer cache", () => {
  it("makes no new entries for requests that differ only in parameters the endpoint does not read", async () => {
    const clean = await Promise.all(PATHS.map((path) => get(path)));
    const before = cache.stats;
    expect(before.entries).toBe(PATHS.length);
    for (let i = 0; i < 40; i++) {
      for (const [index, path] of PATHS.entries()) {
        const junk = `${String(i).padStart(4, "0")}${"j".repeat(8_000)}`;
        const res = await get(path, { language: `xx-${i}`, [`junk${i}`]: junk, cb: String(i) });
        expect(res.status, path).toBe(200);
        expect(res.etag, path).toBe(clean[index]!.etag);
      }
    }
    expect(cache.stats).toEqual(before);
  });

  it("shares one entry between spellings of the same question", async () => {
    const spellings = [
      ["/3/search/movie?query=Godfather", "/3/search/movie?query=%20GODFATHER!!", "/3/search/movie?query=godfather&page=1&include_adult=false"],
      ["/3/search/movie?query=godfather&year=1972", "/3/search/movie?query=godfather&year=%201972%20"],
      ["/3/discover/movie?with_genres=80,18", "/3/discover/movie?with_genres=18,80,80", "/3/discover/movie?with_genres=18,80&without_genres=424242"],
      ["/3/discover/movie?with_genres=424242", "/3/discover/movie?with_genres=424243|424244"],
      ["/3/discover/movie?with_original_language=zz", `/3/discover/movie?with_original_language=${"q".repeat(8_000)}`],
      [
        "/3/discover/movie?year=1972",
        "/3/discover/movie?primary_release_year=%201972%20",
        "/3/discover/movie?primary_release_date.gte=1972-01-01&primary_release_date.lte=1972-12-31",
        "/3/discover/movie?year=1972&release_date.gte=1900-01-01&vote_average.gte=",
      ],
      ["/3/discover/movie?primary_release_year=1999&year=2000", "/3/discover/movie?primary_release_date.gte=2001-01-01&primary_release_date.lte=2000-12-31"],
      ["/3/discover/movie?vote_average.gte=8", "/3/discover/movie?vote_average.gte=8.000", "/3/discover/movie?vote_average.gte=%208%20"],
      ["/3/discover/movie?with_cast=1158|3084", "/3/discover/movie?with_cast=3084|1158|1158|x", "/3/discover/movie?with_cast=1158|3084&without_keywords=999999999"],
      ["/3/discover/movie?with_people=999999999", "/3/discover/movie?with_people=999999998|999999997", `/3/discover/movie?with_people=${"999999999,".repeat(1_000)}`],
      ["/3/search/multi?query=Godfather", "/3/search/multi?query=godfather!&include_adult=false"],
      ["/3/movie/238?append_to_response=credits,videos", "/3/movie/0238?append_to_response=videos,credits,credits,keywords"],
    ];
    for (const group of spellings) {
      const first = await get(group[0]!);
      expect(first.status, group[0]).toBe(200);
      const entries = cache.stats.entries;
      for (const path of group.slice(1)) {
        const res = await get(path);
        expect(res.etag, path).toBe(first.etag);
        expect(res.body, path).toBe(first.body);
      }
      expect(cache.stats.entries, group[0]).toBe(entries);
    }
  });

  it("still tells different questions apart", async () => {
    const answers = await Promise.all([
      "/3/discover/movie?with_genres=80",
      "/3/discover/movie?with_genres=16",
      "/3/discover/movie?with_genres=80&sort_by=revenue.asc",
      "/3/discover/movie?with_genres=80&vote_count.gte=5000",
      "/3/discover/movie?with_genres=80&primary_release_year=1974",
      "/3/discover/movie?with_genres=80&primary_release_date.gte=1980-01-01",
      "/3/discover/movie?with_genres=80&with_runtime.gte=170",
      "/3/discover/movie?with_people=2710",
      "/3/discover/movie?with_companies=25",
    ].map((path) => get(path)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(answers.length);
  });
});
