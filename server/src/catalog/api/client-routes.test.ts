import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCuratedSampleCatalog, startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";
import { catalogGet } from "../../test-support/catalog-get";

const KEY = "movieapp-local-catalog";
let running: RunningServer;

beforeAll(async () => {
  running = await startFixtureCatalogServer(await buildCuratedSampleCatalog());
}, 60_000);
afterAll(() => running.close());

const get = <T,>(path: string) => catalogGet<T>(running.url, path);

type Page<T> = { page: number; results: T[]; total_results: number };

describe("the paths TMDB clients call first", () => {
  it("trending: films (and people) by the catalog's popularity, for a day or a week; other windows are 404", async () => {
    const movies = await get<Page<{ media_type: string; title: string; popularity: number }>>("/3/trending/movie/week");
    expect(movies.status).toBe(200);
    expect(movies.body.results).toHaveLength(20);
    expect(movies.body.results.every((m) => m.media_type === "movie")).toBe(true);
    const popularity = movies.body.results.map((m) => m.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect((await get("/3/trending/all/day")).body).toEqual((await get("/3/trending/movie/day")).body);
    const people = await get<Page<{ media_type: string; name: string; known_for: unknown[] }>>("/3/trending/person/day");
    expect(people.body.results[0]).toMatchObject({ media_type: "person" });
    expect(people.body.results[0]!.known_for.length).toBeGreaterThan(0);
    for (const path of ["/3/trending/movie/month", "/3/trending/tv/day"]) expect((await get(path)).status, path).toBe(404);
  });

  it("find: an IMDb id gives its film; another source or an unknown id gives empty lists", async () => {
    const found = await get<{ movie_results: Array<{ id: number; title: string; media_type: string }>; person_results: unknown[]; tv_results: unknown[] }>("/3/find/tt1375666?external_source=imdb_id");
    expect(found.body.movie_results).toEqual([expect.objectContaining({ id: 27205, title: "Inception", media_type: "movie" })]);
    expect(found.body).toMatchObject({ person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] });
    expect((await get<{ movie_results: unknown[] }>("/3/find/tt0000001?external_source=imdb_id")).body.movie_results).toEqual([]);
    expect((await get<{ movie_results: unknown[] }>("/3/find/Q25188?external_source=wikidata_id")).body.movie_results).toEqual([]);
  });

  it("a film's external ids, release dates, and its reviews and watch providers (none offline)", async () => {
    expect((await get("/3/movie/27205/external_ids")).body).toEqual({ id: 27205, imdb_id: "tt1375666", wikidata_id: null, facebook_id: null, instagram_id: null, twitter_id: null });
    const dates = await get<{ id: number; results: Array<{ iso_3166_1: string; release_dates: Array<{ release_date: string; type: number }> }> }>("/3/movie/27205/release_dates");
    expect(dates.body.results[0]).toMatchObject({ iso_3166_1: "US", release_dates: [{ type: 3, release_date: expect.stringMatching(/^2010-\d\d-\d\dT00:00:00.000Z$/) as string }] });
    expect((await get("/3/movie/27205/reviews?page=2")).body).toEqual({ id: 27205, page: 2, results: [], total_pages: 0, total_results: 0 });
    expect((await get("/3/movie/27205/watch/providers")).body).toEqual({ id: 27205, results: {} });
    for (const path of ["/3/movie/999999999/external_ids", "/3/movie/abc/release_dates"]) expect((await get(path)).status, path).toBe(404);
  });

  it("the latest film, certifications, languages and countries, and TV's genres (none); other TV paths are TMDB's 404", async () => {
    expect((await get<{ id: number }>("/3/movie/latest")).body.id).toBe(872585);
    const certifications = (await get<{ certifications: Record<string, Array<{ certification: string; order: number }>> }>("/3/certification/movie/list")).body.certifications;
    expect(certifications.US!.map((c) => c.certification)).toEqual(["G", "PG", "PG-13", "R", "NC-17"]);
    const languages = (await get<Array<{ iso_639_1: string; english_name: string }>>("/3/configuration/languages")).body;
    expect(languages).toContainEqual(expect.objectContaining({ iso_639_1: "ja", english_name: "Japanese" }));
    const countries = (await get<Array<{ iso_3166_1: string; english_name: string; native_name: string }>>("/3/configuration/countries")).body;
    expect(countries).toContainEqual({ iso_3166_1: "DE", english_name: "Germany", native_name: "Deutschland" });
    expect((await get("/3/genre/tv/list")).body).toEqual({ genres: [] });
    const tv = await get("/3/tv/popular");
    expect(tv).toEqual({ status: 404, body: { success: false, status_code: 34, status_message: "The resource you requested could not be found." } });
  });
});

describe("CORS, as TMDB's", () => {
  it("answers a preflight from any origin, Authorization included, without a key", async () => {
    const res = await fetch(`${running.url}/3/movie/popular`, {
      method: "OPTIONS",
      headers: { Origin: "https://other-app.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "authorization" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
  });

  it("lets any origin read the API and the images, and never the app's own pages or its auth", async () => {
    const origin = { Origin: "https://other-app.example" };
    const api = await fetch(`${running.url}/3/movie/popular`, { headers: { ...origin, Authorization: `Bearer ${KEY}` } });
    expect(api.status).toBe(200);
    expect(api.headers.get("access-control-allow-origin")).toBe("*");
    const image = await fetch(`${running.url}/t/p/w185/movie-27205-poster.svg`, { headers: origin });
    expect(image.status).toBe(200);
    expect(image.headers.get("access-control-allow-origin")).toBe("*");
    for (const path of ["/api/auth/get-session", "/", "/healthz"]) {
      const res = await fetch(`${running.url}${path}`, { headers: origin });
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});
