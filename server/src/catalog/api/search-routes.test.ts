import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionSearchResult, Keyword, MovieKeywords, MultiSearchResult, Paginated } from "../../../../common/tmdb/wire-types";
import { startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";
import { catalogGet } from "../../test-support/catalog-get";

let running: RunningServer;

const get = <T,>(path: string) => catalogGet<T>(running.url, path);

beforeAll(async () => {
  running = await startFixtureCatalogServer();
});
afterAll(() => running.close());

describe("/3/movie/{id}/keywords", () => {
  it("lists a film's keywords in its own order, each with a stable id", async () => {
    const { status, body } = await get<MovieKeywords>("/3/movie/240/keywords");
    expect(status).toBe(200);
    expect(body.id).toBe(240);
    expect(body.keywords.map((k) => k.name)).toEqual(["italy", "mafia", "sequel", "crime family"]);
    const again = await get<MovieKeywords>("/3/movie/238/keywords");
    const mafia = body.keywords.find((k) => k.name === "mafia")!;
    expect(again.body.keywords).toContainEqual(mafia);
    expect(Number.isInteger(mafia.id) && mafia.id > 0).toBe(true);
  });

  it("is empty for a film without keywords and 404 for an unknown film", async () => {
    expect((await get<MovieKeywords>("/3/movie/99001/keywords")).body).toEqual({ id: 99001, keywords: [] });
    expect(await get("/3/movie/424242/keywords")).toEqual({ status: 404, body: { success: false, status_code: 34, status_message: "The resource you requested could not be found." } });
  });
});

describe("/3/search/keyword", () => {
  it("finds keywords by prefix and despite a typo, with TMDB's {id, name}", async () => {
    const { body } = await get<Paginated<Keyword>>("/3/search/keyword?query=tim");
    expect(body.results.map((k) => k.name)).toEqual(["time travel"]);
    expect(Object.keys(body.results[0]!).sort()).toEqual(["id", "name"]);
    expect((await get<Paginated<Keyword>>("/3/search/keyword?query=sequle")).body.results.map((k) => k.name)).toEqual(["sequel"]);
    const fromFilm = (await get<MovieKeywords>("/3/movie/218/keywords")).body.keywords.find((k) => k.name === "time travel");
    expect(body.results[0]).toEqual(fromFilm);
  });

  it("answers TMDB's 422 without a query and its 400 for a bad page", async () => {
    expect(await get("/3/search/keyword?query=")).toEqual({ status: 422, body: { errors: ["query must be provided"] } });
    expect((await get("/3/search/keyword?query=mafia&page=0")).status).toBe(400);
  });
});

describe("/3/search/collection", () => {
  it("answers an empty page where the catalog has no collections, and 422 without a query", async () => {
    expect((await get<Paginated<CollectionSearchResult>>("/3/search/collection?query=godfather")).body).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
    expect((await get("/3/search/collection")).status).toBe(422);
  });
});

describe("/3/search/multi", () => {
  it("ranks films and people together, each with its media type", async () => {
    const { status, body } = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=godfa&include_adult=false");
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.media_type, r.id])).toEqual([["movie", 238], ["movie", 240], ["movie", 242]]);
    const people = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=cameron");
    const first = people.body.results[0]!;
    expect(first).toMatchObject({ media_type: "person", id: 2710, name: "James Cameron" });
    if (first.media_type === "person") expect(first.known_for.map((film) => film.media_type)).toEqual(["movie", "movie", "movie"]);
  });

  it("puts the better match first whatever its kind", async () => {
    // "alien": the film Alien matches its whole title; Aliens and people only begin with it.
    const { body } = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=alien");
    expect(body.results[0]).toMatchObject({ media_type: "movie", id: 348 });
    const weaver = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=sigourney weaver");
    expect(weaver.body.results[0]).toMatchObject({ media_type: "person", id: 10205 });
  });

  it("pages films and people as one list, and answers 422 without a query", async () => {
    const films = (await get<Paginated<MultiSearchResult>>("/3/search/movie?query=al")).body.total_results;
    const people = (await get<Paginated<MultiSearchResult>>("/3/search/person?query=al")).body.total_results;
    const { body } = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=al");
    expect(films).toBeGreaterThan(0);
    expect(people).toBeGreaterThan(0);
    expect(body).toMatchObject({ total_results: films + people, total_pages: 1 });
    expect(new Set(body.results.map((r) => `${r.media_type} ${r.id}`)).size).toBe(films + people);
    expect((await get("/3/search/multi?query=%20")).status).toBe(422);
    expect((await get<Paginated<MultiSearchResult>>("/3/search/multi?query=zzqqxx")).body).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });
});
