import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { DEFAULT_CATALOG_API_KEY } from "../../config";
import { listen, type RunningServer } from "../../test-support/listen";
import { testConfig } from "../../test-support/test-config";
import { CatalogStore } from "../store/catalog-store";
import { readSampleCatalog, SAMPLE_CATALOG_DIR } from "./sample-catalog";
import { writeCatalog, type WriteSummary } from "./write-catalog";

/**
 * The sample catalog as a fresh install serves it (issue "The sample catalog that ships with
 * MovieApp", "Done when"): seeded from the project's files and vega-datasets, asked over HTTP.
 */
interface Page { page: number; total_pages: number; total_results: number; results: Array<{ id: number; title: string; overview: string; poster_path: string | null }> }
interface Details {
  id: number;
  overview: string;
  credits: { cast: Array<{ name: string; character: string }>; crew: Array<{ id: number; name: string; job: string }> };
  similar: Page;
  recommendations: Page;
}

const curated = (JSON.parse(readFileSync(join(SAMPLE_CATALOG_DIR, "films.json"), "utf8")) as Array<{ id: number; title: string; original_language: string }>);
const curatedIds = new Set(curated.map((film) => film.id));
let server: RunningServer;
let summary: WriteSummary;

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${server.url}/3${path}${path.includes("?") ? "&" : "?"}api_key=${DEFAULT_CATALOG_API_KEY}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-sample-")), "catalog.db");
  summary = await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  const catalog = new CatalogStore(file);
  server = await listen(createApp(testConfig(), { accepting: true }, { catalog: () => catalog }));
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe("the shipped sample catalog, seeded", () => {
  it("holds at least 200 curated films, 25 of them not in English, and thousands more from vega-datasets", () => {
    expect(curated.length).toBeGreaterThanOrEqual(200);
    expect(curated.filter((film) => film.original_language !== "en").length).toBeGreaterThanOrEqual(25);
    expect(summary.movies).toBeGreaterThan(3_000);
  });

  it("gives Popular well over 100 pages, the first five all curated films with posters and overviews", async () => {
    const first = await get<Page>("/movie/popular?page=1");
    expect(first.total_pages).toBeGreaterThan(100);
    for (let page = 1; page <= 5; page++) {
      const { results } = await get<Page>(`/movie/popular?page=${page}`);
      expect(results).toHaveLength(20);
      for (const film of results) {
        expect(curatedIds.has(film.id), `${film.title} on page ${page}`).toBe(true);
        expect(film.poster_path).toMatch(/^\/.+\.svg$/);
        expect(film.overview.length).toBeGreaterThan(80);
      }
    }
  });

  it("sorts by rating as TMDB does: films nobody rated have no average, so they come last and pass no minimum rating", async () => {
    type Rated = { results: Array<{ title: string; vote_average: number; vote_count: number }>; total_results: number };
    const highest = await get<Rated>("/discover/movie?sort_by=vote_average.desc");
    for (const film of highest.results) expect(film.vote_count, film.title).toBeGreaterThan(0);
    const all = await get<Rated>("/discover/movie");
    const lowest = await get<Rated>("/discover/movie?sort_by=vote_average.asc");
    expect(lowest.results[0]).toMatchObject({ vote_average: 0, vote_count: 0 });
    // A minimum rating leaves out every film without votes.
    const rated = await get<Rated>("/discover/movie?sort_by=vote_average.asc&vote_average.gte=0.1");
    expect(rated.results[0]!.vote_count).toBeGreaterThan(0);
    expect(rated.total_results).toBeLessThan(all.total_results);
  });

  it("finds every curated film by its title on the first page of search", async () => {
    const missing: string[] = [];
    for (const film of curated) {
      const { results } = await get<Page>(`/search/movie?query=${encodeURIComponent(film.title)}`);
      if (!results.some((result) => result.id === film.id)) missing.push(film.title);
    }
    expect(missing).toEqual([]);
  });

  it("shows every curated film's cast, crew, similar and recommended films", async () => {
    const incomplete: string[] = [];
    for (const film of curated) {
      const details = await get<Details>(`/movie/${film.id}?append_to_response=credits,similar,recommendations`);
      const gaps = [
        details.credits.cast.length < 8 && "cast",
        !details.credits.cast.every((member) => member.character !== "") && "characters",
        !details.credits.crew.some((member) => member.job === "Director") && "director",
        details.similar.results.length === 0 && "similar",
        details.recommendations.results.length === 0 && "recommendations",
      ].filter(Boolean);
      if (gaps.length > 0) incomplete.push(`${film.title}: ${gaps.join(", ")}`);
    }
    expect(incomplete).toEqual([]);
  });

  it("gives breadth films their facts, a derived rating and their director, shared with curated films", async () => {
    const { results } = await get<Page>("/search/movie?query=munich");
    const munich = results.find((film) => film.title === "Munich");
    expect(munich).toBeDefined();
    const details = await get<Details & { release_date: string; runtime: number; vote_average: number; vote_count: number; genres: unknown[] }>(`/movie/${munich!.id}?append_to_response=credits,similar,recommendations`);
    expect(details).toMatchObject({ release_date: "2005-12-23", overview: "" });
    expect(details.vote_count).toBeGreaterThan(0);
    expect(details.genres.length).toBeGreaterThan(0);
    const director = details.credits.crew.find((member) => member.job === "Director");
    expect(director?.name).toBe("Steven Spielberg");
    const jaws = await get<Details>("/movie/578?append_to_response=credits");
    expect(jaws.credits.crew.find((member) => member.job === "Director")?.id).toBe(director?.id);
  });

  it("lists a curated film once, though vega-datasets names it otherwise (its romanized or longer title, another year)", async () => {
    const films: Array<[string, string, string]> = [["samurai", "Seven Samurai", "Shichinin no samurai"], ["mononoke", "Princess Mononoke", "Mononoke-hime"], ["tambien", "Y Tu Mamá También", "Y Tu Mama Tambien (And Your Mother Too)"]];
    for (const [query, title, vegaTitle] of films) {
      const { results } = await get<Page>(`/search/movie?query=${query}`);
      expect(results.map((film) => film.title).filter((shown) => shown === title || shown === vegaTitle), query).toEqual([title]);
    }
  });
});
