import { beforeAll, describe, expect, it } from "vitest";
import type { DatedPage, Keyword, MovieListItem, MultiSearchResult, Paginated } from "../../../../common/tmdb/wire-types";
import { createApp } from "../../app";
import { catalogGet } from "../../test-support/catalog-get";
import { buildTmdb5000Catalog } from "../../test-support/fixture-catalog";
import { testConfig } from "../../test-support/test-config";
import { TOP_RATED_MIN_VOTES } from "../../../../common/tmdb/list-rules";
import { CatalogStore } from "../store/catalog-store";

/** Issue 19's lists, filters and searches on the TMDB 5000 catalog, where the figures mean something. */
let app: ReturnType<typeof createApp>;

async function get<T>(path: string): Promise<T> {
  const { status, body } = await catalogGet<T>(app, path);
  expect(status, path).toBe(200);
  return body;
}
const titles = async (path: string) => (await get<Paginated<MovieListItem>>(path)).results.map((m) => m.title);

beforeAll(async () => {
  const catalog = new CatalogStore(await buildTmdb5000Catalog());
  app = createApp(testConfig(), { accepting: true }, { catalog: () => catalog });
}, 180_000);

describe("movie lists on the TMDB 5000 catalog", () => {
  it("top rated is led by films with high averages and enough votes", async () => {
    const first = await get<Paginated<MovieListItem>>("/3/movie/top_rated");
    expect(first.results.slice(0, 2).map((m) => m.title)).toEqual(["The Shawshank Redemption", "The Godfather"]);
    expect(first.total_results).toBe(2149);
    const last = await get<Paginated<MovieListItem>>(`/3/movie/top_rated?page=${first.total_pages}`);
    for (const film of [...first.results, ...last.results]) expect(film.vote_count, film.title).toBeGreaterThanOrEqual(TOP_RATED_MIN_VOTES);
    const averages = first.results.map((m) => m.vote_average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it("now playing and upcoming meet at the catalog's own date, summer 2016", async () => {
    const nowPlaying = await get<DatedPage<MovieListItem>>("/3/movie/now_playing");
    const upcoming = await get<DatedPage<MovieListItem>>("/3/movie/upcoming");
    expect(nowPlaying.dates).toEqual({ maximum: "2016-07-13", minimum: "2016-04-06" });
    expect(upcoming.dates).toEqual({ maximum: "2017-02-03", minimum: "2016-07-14" });
    expect([nowPlaying.total_results, upcoming.total_results]).toEqual([40, 20]);
    expect(nowPlaying.results[0]!.title).toBe("Captain America: Civil War");
    expect(upcoming.results[0]!.title).toBe("Suicide Squad");
    for (const { dates, results } of [nowPlaying, upcoming]) {
      for (const film of results) expect(film.release_date >= dates.minimum && film.release_date <= dates.maximum, film.title).toBe(true);
    }
  });
});

describe("discover on the TMDB 5000 catalog", () => {
  it("Drama and Crime, 1990-1999, rated 8 or more, by rating", async () => {
    const path = "/3/discover/movie?with_genres=18,80&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&vote_average.gte=8&sort_by=vote_average.desc";
    expect(await titles(path)).toEqual(["The Shawshank Redemption", "The Green Mile", "GoodFellas", "The Silence of the Lambs", "The Usual Suspects"]);
  });

  it("finds films by cast and crew together, by company and by keyword", async () => {
    // Tom Hanks (31) acting, Steven Spielberg (488) behind the camera.
    expect(await titles("/3/discover/movie?with_cast=31&with_crew=488&sort_by=primary_release_date.asc")).toEqual(["Saving Private Ryan", "Catch Me If You Can", "The Terminal", "Bridge of Spies"]);
    // Marvel Studios (420).
    expect((await titles("/3/discover/movie?with_companies=420&sort_by=primary_release_date.asc")).slice(0, 2)).toEqual(["Iron Man", "The Incredible Hulk"]);
    const [timeTravel] = (await get<Paginated<Keyword>>("/3/search/keyword?query=time travel")).results;
    expect(timeTravel!.name).toBe("time travel");
    const films = await titles(`/3/discover/movie?with_keywords=${timeTravel!.id}&sort_by=vote_count.desc`);
    expect(films[0]).toBe("Back to the Future");
    expect(films).toContain("Looper");
  });

  it("filters by language, runtime and votes together", async () => {
    expect(await titles("/3/discover/movie?with_original_language=fr&with_runtime.lte=100&vote_count.gte=500&sort_by=vote_average.desc")).toEqual(["The Chorus", "Irreversible", "District B13"]);
  });
});

describe("searches on the TMDB 5000 catalog", () => {
  it("typing 'godfa' suggests The Godfather first", async () => {
    const { results } = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=godfa");
    expect(results[0]).toMatchObject({ media_type: "movie", title: "The Godfather" });
  });

  it("search/multi pages films and people as one list", async () => {
    const first = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=star");
    const second = await get<Paginated<MultiSearchResult>>("/3/search/multi?query=star&page=2");
    const films = (await get<Paginated<MovieListItem>>("/3/search/movie?query=star")).total_results;
    const people = (await get<Paginated<MultiSearchResult>>("/3/search/person?query=star")).total_results;
    expect(first.total_results).toBe(films + people);
    expect(first.results[0]).toMatchObject({ media_type: "movie", title: "Star Wars" });
    const seen = [...first.results, ...second.results].map((r) => `${r.media_type} ${r.id}`);
    expect(new Set(seen).size).toBe(40);
    expect(new Set(first.results.map((r) => r.media_type))).toEqual(new Set(["movie", "person"]));
  });

  it("search/keyword finds a keyword by its beginning", async () => {
    const { results } = await get<Paginated<Keyword>>("/3/search/keyword?query=superhe");
    expect(results[0]!.name).toBe("superhero");
  });
});
