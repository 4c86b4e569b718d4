import { ExternalId, MovieDb } from "moviedb-promise";
import { TMDB } from "tmdb-ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCuratedSampleCatalog, startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";

/**
 * Two TMDB client libraries from npm, unchanged but for where they send requests, against the
 * catalog (the shipped sample's curated films): the calls other TMDB apps make first.
 */
const KEY = "movieapp-local-catalog";
let running: RunningServer;

beforeAll(async () => {
  running = await startFixtureCatalogServer(await buildCuratedSampleCatalog());
}, 60_000);
afterAll(() => running.close());

describe("moviedb-promise (api_key, base URL)", () => {
  const client = () => new MovieDb(KEY, `${running.url}/3/`);

  it("reads popular, a film, a search, trending, find by IMDb id and a person", async () => {
    const popular = await client().moviePopular({ page: 1 });
    expect(popular.results?.length).toBe(20);
    expect(await client().movieInfo({ id: 27205, append_to_response: "credits" })).toMatchObject({ id: 27205, title: "Inception", imdb_id: "tt1375666" });
    expect((await client().searchMovie({ query: "inception" })).results?.[0]).toMatchObject({ id: 27205 });
    expect((await client().trending({ media_type: "all", time_window: "day" })).results?.length).toBe(20);
    expect((await client().find({ id: "tt1375666", external_source: ExternalId.ImdbId })).movie_results?.[0]).toMatchObject({ id: 27205, title: "Inception" });
    expect(await client().personInfo({ id: 31 })).toMatchObject({ id: 31, name: "Tom Hanks" });
  });

  it("gets TMDB's error for a film that is not there", async () => {
    await expect(client().movieInfo({ id: 999999999 })).rejects.toMatchObject({ response: { status: 404, data: { status_code: 34 } } });
  });
});

describe("tmdb-ts (Bearer token, its own fetch)", () => {
  // The library always calls api.themoviedb.org; its `fetch` option sends the calls here instead.
  const client = () =>
    new TMDB(KEY, { fetch: (input, init) => fetch(String(input instanceof Request ? input.url : input).replace("https://api.themoviedb.org", running.url), init) });

  it("reads a film, popular, a search, trending, find by IMDb id and a person", async () => {
    expect(await client().movies.details(27205)).toMatchObject({ id: 27205, title: "Inception" });
    expect((await client().movies.popular()).results).toHaveLength(20);
    expect((await client().search.movies({ query: "godfather" })).results[0]).toMatchObject({ id: 238 });
    const trending = await client().trending.trending("person", "week");
    expect(trending.results[0]).toMatchObject({ media_type: "person" });
    expect((await client().find.byExternalId("tt1375666", { external_source: "imdb_id" })).movie_results[0]).toMatchObject({ id: 27205 });
    expect(await client().people.details(31, ["movie_credits"])).toMatchObject({ name: "Tom Hanks", movie_credits: { cast: expect.arrayContaining([expect.objectContaining({ title: "Forrest Gump" })]) as unknown } });
  });
});
