import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionDetails, CollectionSearchResult, DatedPage, MovieDetails, MovieListItem, Paginated } from "../../../../common/tmdb/wire-types";
import { createApp } from "../../app";
import { listen, type RunningServer } from "../../test-support/listen";
import { testConfig } from "../../test-support/test-config";
import { readSampleCatalog } from "../import/sample-catalog";
import { writeCatalog } from "../import/write-catalog";
import { CatalogStore } from "../store/catalog-store";
import { catalogGet } from "../../test-support/catalog-get";

/** Collections, and the lists that depend on the catalog's own date, on the shipped sample (the TMDB 5000 fixture has no collections). */
let running: RunningServer;

const get = <T,>(path: string) => catalogGet<T>(running.url, path);

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-collections-")), "catalog.db");
  await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  const catalog = new CatalogStore(file);
  running = await listen(createApp(testConfig(), { accepting: true }, { catalog: () => catalog }));
}, 60_000);
afterAll(() => running.close());

describe("/3/collection/{id}", () => {
  it("leads from The Dark Knight to its collection, its films in release order", async () => {
    const film = (await get<MovieDetails>("/3/movie/155")).body;
    expect(film.belongs_to_collection).toMatchObject({ id: 263, name: "The Dark Knight Collection" });
    const { status, body } = await get<CollectionDetails>("/3/collection/263?language=en-US");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 263, name: "The Dark Knight Collection", original_name: "The Dark Knight Collection", original_language: "en", overview: "",
      poster_path: "/collection-263-poster.svg", backdrop_path: "/collection-263-backdrop.svg",
    });
    expect(body.parts.map((part) => [part.title, part.release_date])).toEqual([
      ["Batman Begins", "2005-06-10"], ["The Dark Knight", "2008-07-16"], ["The Dark Knight Rises", "2012-07-16"],
    ]);
    expect(body.parts[1]).toMatchObject({ id: 155, media_type: "movie", poster_path: "/movie-155-poster.svg", genre_ids: expect.any(Array) as number[] });
  });

  it("answers 404 (code 34) for an id that is no collection, and for ids that are not ids", async () => {
    for (const id of ["999999", "0", "abc", "1.5", "-263", "12345678901"]) {
      expect(await get(`/3/collection/${id}`), id).toEqual({ status: 404, body: { success: false, status_code: 34, status_message: "The resource you requested could not be found." } });
    }
  });
});

describe("/3/search/collection", () => {
  it("finds collections by name, prefix and typo, with TMDB's fields", async () => {
    const { body } = await get<Paginated<CollectionSearchResult>>("/3/search/collection?query=dark knigt&include_adult=false");
    expect(body.results[0]).toEqual({
      adult: false, backdrop_path: "/collection-263-backdrop.svg", id: 263, name: "The Dark Knight Collection", original_language: "en",
      original_name: "The Dark Knight Collection", overview: "", poster_path: "/collection-263-poster.svg",
    });
    expect((await get<Paginated<CollectionSearchResult>>("/3/search/collection?query=godf")).body.results.map((c) => c.id)).toEqual([230]);
  });
});

describe("now playing and upcoming on the sample", () => {
  it("both have films, around the sample's own date", async () => {
    const upcoming = (await get<DatedPage<MovieListItem>>("/3/movie/upcoming")).body;
    const nowPlaying = (await get<DatedPage<MovieListItem>>("/3/movie/now_playing")).body;
    expect(upcoming.results.length).toBeGreaterThan(0);
    expect(nowPlaying.results.length).toBeGreaterThan(0);
    expect(upcoming.dates.maximum).toBe("2023-07-21");
    expect(upcoming.results.map((m) => m.title)).toContain("Oppenheimer");
    for (const film of nowPlaying.results) expect(film.release_date <= nowPlaying.dates.maximum && film.release_date >= nowPlaying.dates.minimum).toBe(true);
    expect(nowPlaying.dates.maximum < upcoming.dates.minimum).toBe(true);
  });
});
