import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatedPage, MovieListItem, Paginated } from "../../../../common/tmdb/wire-types";
import { startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";

const KEY = "movieapp-local-catalog";
let running: RunningServer;

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${running.url}${path}${path.includes("?") ? "&" : "?"}api_key=${KEY}`);
  return { status: res.status, body: (await res.json()) as T };
}

const ids = async (path: string) => (await get<Paginated<MovieListItem>>(path)).body.results.map((m) => m.id);

beforeAll(async () => {
  running = await startFixtureCatalogServer();
});
afterAll(() => running.close());

describe("/3/movie/top_rated", () => {
  it("ranks by average vote, the more voted first among equals, leaving out films under the vote floor", async () => {
    const { status, body } = await get<Paginated<MovieListItem>>("/3/movie/top_rated?page=1&language=en-US");
    expect(status).toBe(200);
    // The Matrix and Alien share 7.9: The Matrix has more votes. The untitled short (0 votes) is left out.
    expect(body.results.map((m) => m.id)).toEqual([238, 240, 603, 348, 194, 862, 280, 679, 597, 218, 863, 242]);
    expect(body).toMatchObject({ page: 1, total_results: 12, total_pages: 1 });
  });

  it("pages with TMDB's rules", async () => {
    expect((await get<Paginated<MovieListItem>>("/3/movie/top_rated?page=2")).body).toEqual({ page: 2, results: [], total_pages: 1, total_results: 12 });
    expect(await get("/3/movie/top_rated?page=501")).toEqual({ status: 400, body: { success: false, status_code: 22, status_message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer." } });
  });
});

describe("/3/movie/now_playing and /3/movie/upcoming", () => {
  it("split the catalog's latest films at its own date, with TMDB's dates objects", async () => {
    // 12 dated films: upcoming is the latest (1 %, at least one); today is the next one's date; now playing the two before upcoming.
    const upcoming = await get<DatedPage<MovieListItem>>("/3/movie/upcoming?region=US");
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.dates).toEqual({ maximum: "2001-04-25", minimum: "1999-10-31" });
    expect(upcoming.body.results.map((m) => m.title)).toEqual(["Amélie"]);
    const nowPlaying = await get<DatedPage<MovieListItem>>("/3/movie/now_playing?page=1");
    expect(nowPlaying.body.dates).toEqual({ maximum: "1999-10-30", minimum: "1999-03-30" });
    expect(nowPlaying.body.results.map((m) => m.title)).toEqual(["The Matrix", "Toy Story 2"]);
    expect(nowPlaying.body).toMatchObject({ page: 1, total_pages: 1, total_results: 2 });
  });

  it("keep the dates on a page past the end and refuse a bad page", async () => {
    expect((await get<DatedPage<MovieListItem>>("/3/movie/now_playing?page=3")).body).toEqual({
      dates: { maximum: "1999-10-30", minimum: "1999-03-30" }, page: 3, results: [], total_pages: 1, total_results: 2,
    });
    expect((await get("/3/movie/upcoming?page=abc")).status).toBe(400);
  });
});

describe("/3/discover/movie with TMDB's filters", () => {
  it("filters by release dates and years, both ends included", async () => {
    expect((await ids("/3/discover/movie?primary_release_date.gte=1999-03-30&primary_release_date.lte=1999-10-30&sort_by=primary_release_date.asc"))).toEqual([603, 863]);
    expect((await ids("/3/discover/movie?primary_release_year=1999&sort_by=title.asc"))).toEqual([603, 863]);
    expect((await ids("/3/discover/movie?year=1999&release_date.lte=1999-06-01"))).toEqual([603]);
  });

  it("filters by rating, votes, runtime and language", async () => {
    expect((await ids("/3/discover/movie?vote_average.gte=8&sort_by=vote_average.desc"))).toEqual([238, 240]);
    // Equal averages (Toy Story, Terminator 2 and Aliens: 7.7), the more voted first, as in the top rated list.
    expect((await ids("/3/discover/movie?vote_average.gte=7.7&vote_average.lte=7.8&sort_by=vote_average.desc"))).toEqual([194, 862, 280, 679]);
    expect((await ids("/3/discover/movie?vote_average.gte=7.7&vote_average.lte=7.8&sort_by=vote_average.asc"))).toEqual([862, 280, 679, 194]);
    expect((await ids("/3/discover/movie?vote_count.gte=7000&vote_count.lte=8000"))).toEqual([597]);
    expect((await ids("/3/discover/movie?with_runtime.gte=190&sort_by=popularity.desc"))).toEqual([240, 597]);
    expect((await ids("/3/discover/movie?with_runtime.lte=90"))).toEqual([862]);
    expect((await ids("/3/discover/movie?with_original_language=fr"))).toEqual([194]);
  });

  it("filters by cast, crew, people, keywords and companies: comma AND, pipe OR", async () => {
    // Al Pacino (1158) plays in all three Godfathers, Marlon Brando (3084) in the first; James Cameron (2710) directed four.
    expect(await ids("/3/discover/movie?with_cast=1158&sort_by=primary_release_date.asc")).toEqual([238, 240, 242]);
    expect(await ids("/3/discover/movie?with_cast=1158,3084")).toEqual([238]);
    expect(await ids("/3/discover/movie?with_crew=2710&sort_by=primary_release_date.asc")).toEqual([218, 679, 280, 597]);
    expect(await ids("/3/discover/movie?with_cast=2710")).toEqual([]);
    expect(await ids("/3/discover/movie?with_people=2710|3084&sort_by=primary_release_date.asc")).toEqual([238, 218, 679, 280, 597]);
    const keywords = (await get<{ keywords: Array<{ id: number; name: string }> }>("/3/movie/240/keywords")).body.keywords;
    const id = (name: string) => keywords.find((k) => k.name === name)!.id;
    expect(await ids(`/3/discover/movie?with_keywords=${id("mafia")},${id("sequel")}`)).toEqual([240, 242]);
    expect(await ids(`/3/discover/movie?with_keywords=${id("italy")}|${id("sequel")}&without_keywords=${id("mafia")}&sort_by=primary_release_date.asc`)).toEqual([679, 280, 863]);
    expect(await ids("/3/discover/movie?with_companies=4,25")).toEqual([597]);
    expect(await ids("/3/discover/movie?with_companies=3|5&sort_by=primary_release_date.asc")).toEqual([862, 863, 194]);
    expect(await ids("/3/discover/movie?with_companies=4&without_companies=25&sort_by=primary_release_date.asc")).toEqual([238, 240, 242]);
  });

  it("answers a bad date with TMDB's code 23 and a bad number with a 422 naming the parameter", async () => {
    expect(await get("/3/discover/movie?primary_release_date.gte=1999-02-30")).toEqual({
      status: 400, body: { success: false, status_code: 23, status_message: "Invalid date: Format needs to be YYYY-MM-DD." },
    });
    expect(await get("/3/discover/movie?release_date.lte=1999")).toMatchObject({ status: 400, body: { status_code: 23 } });
    expect(await get("/3/discover/movie?vote_average.gte=good")).toEqual({ status: 422, body: { errors: ["vote_average.gte must be a number"] } });
    expect(await get("/3/discover/movie?with_runtime.gte=1h")).toEqual({ status: 422, body: { errors: ["with_runtime.gte must be an integer"] } });
    expect(await get("/3/discover/movie?primary_release_year=MCMXCIX")).toEqual({ status: 422, body: { errors: ["primary_release_year must be an integer"] } });
  });

  it("answers each sort of one filter with the films it lets through, in that sort's order, whichever sort was asked first", async () => {
    // What a filter lets through is kept for its other pages and sorts: each must still come out in its own order.
    const filter = "vote_count.gte=5000&with_genres=28|878|18";
    const through = new Set(await ids(`/3/discover/movie?${filter}`));
    expect(through.size).toBeGreaterThan(2);
    for (const sort of ["title.asc", "vote_average.desc", "primary_release_date.asc", "title.desc", "popularity.asc"]) {
      const everyFilm = await ids(`/3/discover/movie?sort_by=${sort}`);
      expect(await ids(`/3/discover/movie?${filter}&sort_by=${sort}`), sort).toEqual(everyFilm.filter((id) => through.has(id)));
    }
  });

  it("ignores ids it does not know and an unknown sort, as it ignores parameters it does not read", async () => {
    expect(await ids("/3/discover/movie?with_cast=abc")).toEqual(await ids("/3/discover/movie"));
    expect(await ids("/3/discover/movie?with_cast=999999999")).toEqual([]);
    expect(await ids("/3/discover/movie?sort_by=loudness.desc")).toEqual(await ids("/3/discover/movie?sort_by=popularity.desc"));
  });
});
