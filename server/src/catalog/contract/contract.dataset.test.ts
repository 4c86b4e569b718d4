import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { listen, type RunningServer } from "../../test-support/listen";
import { buildTmdb5000Catalog } from "../../test-support/fixture-catalog";
import { TMDB_OPENAPI_FILE } from "../../test-support/shared-dir";
import { testConfig } from "../../test-support/test-config";
import { readSampleCatalog } from "../import/sample-catalog";
import { writeCatalog } from "../import/write-catalog";
import { CatalogStore } from "../store/catalog-store";
import { readSortOrder } from "../lists/sort-order";
import { discoverSortValues, loadTmdbValidators, PERSON_WITH_APPENDS } from "./tmdb-schemas";

const validatorFor = loadTmdbValidators(TMDB_OPENAPI_FILE);
/** The `sort_by` values TMDB's document lists for /3/discover/movie. */
const DISCOVER_SORTS = discoverSortValues(TMDB_OPENAPI_FILE);
const KEY = "movieapp-local-catalog";

/** The shipped sample catalog, as the server seeds it, in a fresh directory. */
async function buildSampleCatalog(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-contract-")), "catalog.db");
  await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  return file;
}

/** What each catalog is asked about beyond films and people: its collections (TMDB 5000 has none) and what to search for. */
interface ListsAndSearches {
  collectionIds: number[];
  keywordSearches: string[];
  collectionSearches: string[];
  /** Searched with search/multi; the second finds films and people on its first page. */
  multiSearches: string[];
  /** A person and a company with films, for discover's filters. */
  personId: number;
  companyId: number;
}

/** Discover with every filter the catalog answers, together (each must parse, and the answer must validate). */
function discoverWithEverything(lists: ListsAndSearches, keywordId: number): string {
  return [
    "with_genres=18|28,80|53", "without_genres=16", "primary_release_year=1999", "primary_release_date.gte=1990-01-01", "primary_release_date.lte=2010-12-31",
    "vote_average.gte=5", "vote_average.lte=10", "vote_count.gte=10", "with_runtime.gte=60", "with_runtime.lte=240", "with_original_language=en",
    `with_cast=${lists.personId}|1`, `with_crew=${lists.personId}|1`, `with_people=${lists.personId}`, `with_keywords=${keywordId}`, `with_companies=${lists.companyId}`,
    "include_adult=false", "include_video=false", "language=en-US", "sort_by=vote_count.desc", "page=1",
  ].join("&");
}

/** Every endpoint the app uses, asked about a few films, validated against TMDB's own schema. */
function contractSuite(
  name: string,
  catalogFile: () => Promise<string>,
  movieIds: number[],
  searches: string[],
  people: { ids: number[]; searches: string[] },
  lists: ListsAndSearches,
) {
  describe(`TMDB contract on the ${name} catalog`, () => {
    let running: RunningServer;
    beforeAll(async () => {
      const catalog = new CatalogStore(await catalogFile());
      running = await listen(createApp(testConfig(), { accepting: true }, { catalog: () => catalog }));
    }, 120_000);
    afterAll(() => running.close());

    async function expectValid(schemaPath: string, path: string): Promise<unknown> {
      const res = await fetch(`${running.url}${path}${path.includes("?") ? "&" : "?"}api_key=${KEY}`);
      expect(res.status, path).toBe(200);
      const validate = validatorFor(schemaPath);
      const body: unknown = await res.json();
      const valid = validate(body);
      expect(valid ? [] : validate.errors?.slice(0, 5), `${path} against ${schemaPath}`).toEqual([]);
      return body;
    }
    const resultCount = (body: unknown) => (body as { results: unknown[] }).results.length;

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

    it("lists: top rated, now playing, upcoming (with their dates), discover with every filter and sort", async () => {
      for (const page of [1, 2]) await expectValid("/3/movie/top_rated", `/3/movie/top_rated?page=${page}&language=en-US`);
      expect(resultCount(await expectValid("/3/movie/now_playing", "/3/movie/now_playing?page=1&language=en-US&region=US"))).toBeGreaterThan(0);
      expect(resultCount(await expectValid("/3/movie/upcoming", "/3/movie/upcoming?page=1&language=en-US&region=US"))).toBeGreaterThan(0);
      await expectValid("/3/movie/now_playing", "/3/movie/now_playing?page=3");
      await expectValid("/3/movie/upcoming", "/3/movie/upcoming?page=2");
      const keywords = (await (await fetch(`${running.url}/3/movie/${movieIds[0]}/keywords?api_key=${KEY}`)).json()) as { keywords: Array<{ id: number }> };
      await expectValid("/3/discover/movie", `/3/discover/movie?${discoverWithEverything(lists, keywords.keywords[0]!.id)}`);
      expect(resultCount(await expectValid("/3/discover/movie", `/3/discover/movie?with_people=${lists.personId}&with_companies=${lists.companyId}|1`))).toBeGreaterThan(0);
      for (const sortBy of DISCOVER_SORTS) await expectValid("/3/discover/movie", `/3/discover/movie?sort_by=${sortBy}&vote_count.gte=100&page=2`);
    });

    it("collections, keywords, and searches for keywords, collections and films with people", async () => {
      for (const id of lists.collectionIds) await expectValid("/3/collection/{collection_id}", `/3/collection/${id}?language=en-US`);
      for (const id of movieIds) await expectValid("/3/movie/{movie_id}/keywords", `/3/movie/${id}/keywords`);
      for (const query of lists.keywordSearches) await expectValid("/3/search/keyword", `/3/search/keyword?query=${encodeURIComponent(query)}&page=1`);
      for (const query of lists.collectionSearches) await expectValid("/3/search/collection", `/3/search/collection?query=${encodeURIComponent(query)}&include_adult=false&language=en-US&page=1`);
      for (const query of lists.multiSearches) await expectValid("/3/search/multi", `/3/search/multi?query=${encodeURIComponent(query)}&include_adult=false&language=en-US&page=1`);
      const multi = (await expectValid("/3/search/multi", `/3/search/multi?query=${encodeURIComponent(lists.multiSearches[1]!)}`)) as { results: Array<{ media_type: string }> };
      expect(new Set(multi.results.map((result) => result.media_type))).toEqual(new Set(["movie", "person"]));
    });

    it("what other TMDB clients call first: trending, find, external ids, release dates, reviews, providers, latest, certifications, languages, countries, TV genres", async () => {
      for (const path of ["/3/trending/movie/day", "/3/trending/all/week"]) await expectValid("/3/trending/movie/{time_window}", path);
      await expectValid("/3/trending/person/{time_window}", "/3/trending/person/week");
      await expectValid("/3/find/{external_id}", "/3/find/tt1375666?external_source=imdb_id");
      for (const id of movieIds.slice(0, 3)) {
        await expectValid("/3/movie/{movie_id}/external_ids", `/3/movie/${id}/external_ids`);
        await expectValid("/3/movie/{movie_id}/release_dates", `/3/movie/${id}/release_dates`);
        await expectValid("/3/movie/{movie_id}/reviews", `/3/movie/${id}/reviews`);
        await expectValid("/3/movie/{movie_id}/watch/providers", `/3/movie/${id}/watch/providers`);
      }
      await expectValid("/3/movie/latest", "/3/movie/latest");
      await expectValid("/3/certification/movie/list", "/3/certification/movie/list");
      await expectValid("/3/configuration/languages", "/3/configuration/languages");
      await expectValid("/3/configuration/countries", "/3/configuration/countries");
      await expectValid("/3/genre/tv/list", "/3/genre/tv/list");
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

contractSuite("sample", buildSampleCatalog, [238, 240, 129, 194, 11, 496243], ["godfather", "amelie"], { ids: [31, 1776, 3], searches: ["hanks", "copola"] }, {
  collectionIds: [263, 10, 9100003],
  keywordSearches: ["mafia", "tim", "zzqqxx"],
  collectionSearches: ["dark knight", "star", "zzqqxx"],
  multiSearches: ["godfa", "harri", "star", "zzqqxx"],
  personId: 1776,
  companyId: 4,
});
contractSuite("TMDB 5000", buildTmdb5000Catalog, [19995, 155, 238, 862, 550, 27205], ["dark knight", "star wars", "zzqqxx"], {
  ids: [31, 488, 1032, 287],
  searches: ["tom hanks", "spielbreg", "zzqqxx"],
}, {
  collectionIds: [],
  keywordSearches: ["time travel", "superh", "zzqqxx"],
  collectionSearches: ["star wars", "zzqqxx"],
  multiSearches: ["godfa", "star", "tom", "nolan", "zzqqxx"],
  personId: 31,
  companyId: 4,
});

describe("discover's sort_by", () => {
  it("answers every value TMDB's document lists, none by falling back to the default", () => {
    expect(DISCOVER_SORTS.length).toBeGreaterThanOrEqual(14);
    for (const value of DISCOVER_SORTS) {
      const order = readSortOrder(value);
      expect(`${order.key}.${order.descending ? "desc" : "asc"}`, value).toBe(value);
    }
  });
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

  it("holds the new lists to their dates, their parts' titles and one kind per search/multi item", () => {
    const item = { adult: false, backdrop_path: null, genre_ids: [18], id: 1, original_language: "en", original_title: "A", overview: "", popularity: 1, poster_path: "/a.svg", release_date: "", title: "A", video: false, vote_average: 7.5, vote_count: 0 };
    const page = { page: 1, results: [item], total_pages: 1, total_results: 1 };
    const dates = { maximum: "2016-07-13", minimum: "2016-04-06" };
    expect(validatorFor("/3/movie/now_playing")({ dates, ...page })).toBe(true);
    expect(validatorFor("/3/movie/now_playing")(page)).toBe(false);
    expect(validatorFor("/3/movie/upcoming")({ dates: { maximum: "2016-07-13" }, ...page })).toBe(false);
    expect(validatorFor("/3/movie/upcoming")({ dates, ...page })).toBe(true);
    const collection = { id: 1, name: "C", original_language: "en", original_name: "C", overview: "", poster_path: null, backdrop_path: null };
    expect(validatorFor("/3/collection/{collection_id}")({ ...collection, parts: [{ ...item, media_type: "movie" }] })).toBe(true);
    const { title: _title, original_title: _originalTitle, ...untitled } = item;
    expect(validatorFor("/3/collection/{collection_id}")({ ...collection, parts: [{ ...untitled, name: "A", original_name: "A", media_type: "movie" }] })).toBe(false);
    const person = { adult: false, gender: 2, id: 2, known_for_department: "Acting", name: "P", original_name: "P", popularity: 1, profile_path: null, known_for: [] };
    const multi = validatorFor("/3/search/multi");
    expect(multi({ ...page, results: [{ ...item, media_type: "movie" }, { ...person, media_type: "person" }] })).toBe(true);
    expect(multi({ ...page, results: [{ ...item, media_type: "person" }] })).toBe(false);
    expect(multi({ ...page, results: [{ ...item, ...person, media_type: "movie" }] })).toBe(false);
  });
});
