import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { listen, type RunningServer } from "../../test-support/listen";
import { TMDB5000_CREDITS, TMDB5000_MOVIES, TMDB_OPENAPI_FILE } from "../../test-support/shared-dir";
import { testConfig } from "../../test-support/test-config";
import { readSampleCatalog } from "../import/sample-catalog";
import { readTmdb5000 } from "../import/tmdb5000";
import { writeCatalog, type SourcedRecord } from "../import/write-catalog";
import { CatalogStore } from "../store/catalog-store";
import { loadTmdbValidators, PERSON_WITH_APPENDS } from "./tmdb-schemas";

const validatorFor = loadTmdbValidators(TMDB_OPENAPI_FILE);
const KEY = "movieapp-local-catalog";

/** Every endpoint the app uses, asked about a few films, validated against TMDB's own schema. */
function contractSuite(name: string, source: () => AsyncIterable<SourcedRecord>, movieIds: number[], searches: string[], people: { ids: number[]; searches: string[] }) {
  describe(`TMDB contract on the ${name} catalog`, () => {
    let running: RunningServer;
    beforeAll(async () => {
      const file = join(mkdtempSync(join(tmpdir(), "movieapp-contract-")), "catalog.db");
      await writeCatalog(source(), file, { source: name });
      const catalog = new CatalogStore(file);
      running = await listen(createApp(testConfig(), { accepting: true }, { catalog: () => catalog }));
    }, 120_000);
    afterAll(() => running.close());

    async function expectValid(schemaPath: string, path: string) {
      const res = await fetch(`${running.url}${path}${path.includes("?") ? "&" : "?"}api_key=${KEY}`);
      expect(res.status, path).toBe(200);
      const validate = validatorFor(schemaPath);
      const body: unknown = await res.json();
      const valid = validate(body);
      expect(valid ? [] : validate.errors?.slice(0, 5), `${path} against ${schemaPath}`).toEqual([]);
    }

    it("lists: popular, discover, search, genres, configuration", async () => {
      await expectValid("/3/movie/popular", "/3/movie/popular?page=1&language=en-US");
      await expectValid("/3/movie/popular", "/3/movie/popular?page=2");
      await expectValid("/3/discover/movie", "/3/discover/movie?with_genres=18&sort_by=popularity.desc&include_adult=false&page=1");
      await expectValid("/3/discover/movie", "/3/discover/movie?sort_by=primary_release_date.asc");
      for (const query of searches) await expectValid("/3/search/movie", `/3/search/movie?query=${encodeURIComponent(query)}&include_adult=false`);
      await expectValid("/3/genre/movie/list", "/3/genre/movie/list?language=en-US");
      await expectValid("/3/configuration", "/3/configuration");
    });

    it("per film: details, credits, videos, images, similar, recommendations", async () => {
      for (const id of movieIds) {
        await expectValid("/3/movie/{movie_id}", `/3/movie/${id}?language=en-US`);
        await expectValid("/3/movie/{movie_id}/credits", `/3/movie/${id}/credits`);
        await expectValid("/3/movie/{movie_id}/videos", `/3/movie/${id}/videos`);
        await expectValid("/3/movie/{movie_id}/images", `/3/movie/${id}/images`);
        await expectValid("/3/movie/{movie_id}/similar", `/3/movie/${id}/similar?page=1`);
        await expectValid("/3/movie/{movie_id}/recommendations", `/3/movie/${id}/recommendations?page=1`);
      }
    });

    it("people: details with appends, movie credits, images, search, popular", async () => {
      for (const id of people.ids) {
        await expectValid("/3/person/{person_id}", `/3/person/${id}?language=en-US`);
        await expectValid(PERSON_WITH_APPENDS, `/3/person/${id}?append_to_response=movie_credits,images`);
        await expectValid("/3/person/{person_id}/movie_credits", `/3/person/${id}/movie_credits`);
        await expectValid("/3/person/{person_id}/images", `/3/person/${id}/images`);
      }
      for (const query of people.searches) await expectValid("/3/search/person", `/3/search/person?query=${encodeURIComponent(query)}&include_adult=false&page=1`);
      await expectValid("/3/person/popular", "/3/person/popular?page=1");
      await expectValid("/3/person/popular", "/3/person/popular?page=3");
    });
  });
}

contractSuite("sample", () => readSampleCatalog(), [238, 240, 129, 194, 11, 496243], ["godfather", "amelie"], { ids: [31, 1776, 3], searches: ["hanks", "copola"] });
contractSuite("TMDB 5000", () => readTmdb5000(TMDB5000_MOVIES, TMDB5000_CREDITS), [19995, 155, 238, 862, 550, 27205], ["dark knight", "star wars", "zzqqxx"], {
  ids: [31, 488, 1032, 287],
  searches: ["tom hanks", "spielbreg", "zzqqxx"],
});

describe("the contract validator itself", () => {
  it("refuses a missing field, a wrong type, an unexpected null and an extra field", () => {
    const validate = validatorFor("/3/movie/popular");
    const item = { adult: false, backdrop_path: null, genre_ids: [18], id: 1, original_language: "en", original_title: "A", overview: "", popularity: 1, poster_path: "/a.svg", release_date: "", title: "A", video: false, vote_average: 0, vote_count: 0 };
    const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });
    expect(validate(page([item]))).toBe(true);
    const { video: _video, ...missing } = item;
    expect(validate(page([missing]))).toBe(false);
    expect(validate(page([{ ...item, vote_count: "12" }]))).toBe(false);
    expect(validate(page([{ ...item, title: null }]))).toBe(false);
    expect(validate(page([{ ...item, rating: 5 }]))).toBe(false);
  });
});
