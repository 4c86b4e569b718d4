import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OftenWith, Paginated, PersonAppends, PersonDetails, PersonMovieCredits, PersonSearchResult, PopularPerson } from "../../../../common/tmdb/wire-types";
import { startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";
import { catalogGet } from "../../test-support/catalog-get";

let running: RunningServer;

const get = <T,>(path: string) => catalogGet<T>(running.url, path);

beforeAll(async () => {
  running = await startFixtureCatalogServer();
});
afterAll(() => running.close());

describe("/3/person/{id}", () => {
  it("answers a credited person with TMDB's fields, unknown profile fields as null", async () => {
    const { status, body } = await get<PersonDetails>("/3/person/1158");
    expect(status).toBe(200);
    expect(body).toEqual({
      adult: false, also_known_as: [], biography: "", birthday: null, deathday: null, gender: expect.any(Number) as number, homepage: null,
      id: 1158, imdb_id: null, known_for_department: "Acting", name: "Al Pacino", place_of_birth: null,
      popularity: expect.any(Number) as number, profile_path: "/person-1158.svg",
    });
  });

  it("appends movie_credits and images when asked", async () => {
    const { body } = await get<PersonDetails & PersonAppends>("/3/person/2710?append_to_response=movie_credits,images,nonsense");
    expect(body.images?.profiles).toEqual([expect.objectContaining({ file_path: "/person-2710.svg", width: 1000, height: 1500 })]);
    expect(body.movie_credits?.cast).toEqual([]);
    expect(new Set(body.movie_credits?.crew.filter((c) => c.job === "Director").map((c) => c.title))).toEqual(new Set(["Aliens", "The Terminator", "Terminator 2: Judgment Day", "Titanic"]));
    expect(body).not.toHaveProperty("movie_credits.id");
  });

  it("answers 404 (code 34) for an id no credit names, and for ids that are not ids", async () => {
    for (const id of ["999999", "0", "abc", "1.5", "-3", "12345678901"]) {
      const { status, body } = await get(`/3/person/${id}`);
      expect(status, id).toBe(404);
      expect(body, id).toEqual({ success: false, status_code: 34, status_message: "The resource you requested could not be found." });
    }
  });

  it("refuses more than 20 appends with TMDB's error", async () => {
    const { status, body } = await get(`/3/person/1158?append_to_response=${Array.from({ length: 21 }, (_, i) => `x${i}`).join(",")}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status_code: 27 });
  });
});

describe("/3/person/{id}/movie_credits", () => {
  it("lists each role with the film's list fields and the character", async () => {
    const { body } = await get<PersonMovieCredits>("/3/person/1158/movie_credits");
    expect(body.id).toBe(1158);
    expect(body.cast.map((c) => [c.title, c.character, c.release_date.slice(0, 4)])).toEqual([
      ["The Godfather", "Michael Corleone", "1972"],
      ["The Godfather: Part II", "Michael Corleone", "1974"],
      ["The Godfather: Part III", "Michael Corleone", "1990"],
    ]);
    expect(body.cast[0]).toMatchObject({ id: 238, poster_path: "/movie-238-poster.svg", order: 1, genre_ids: [18, 80] });
  });

  it("lists a writer-director's jobs once each, in their departments", async () => {
    const { body } = await get<PersonMovieCredits>("/3/person/1776/movie_credits");
    const godfather = body.crew.filter((c) => c.id === 238).map((c) => [c.department, c.job]);
    expect(godfather).toEqual([["Directing", "Director"], ["Writing", "Screenplay"]]);
  });
});

describe("/3/search/person", () => {
  it("finds people by part of a name and despite a typo, with the films they are known for", async () => {
    const partial = await get<Paginated<PersonSearchResult>>("/3/search/person?query=weav");
    expect(partial.body.results[0]).toMatchObject({ id: 10205, name: "Sigourney Weaver", known_for_department: "Acting" });
    expect(partial.body.results[0]!.known_for.map((film) => [film.title, film.media_type])).toEqual(expect.arrayContaining([["Alien", "movie"], ["Aliens", "movie"]]));
    const typo = await get<Paginated<PersonSearchResult>>("/3/search/person?query=jmaes camerom");
    expect(typo.body.results[0]).toMatchObject({ id: 2710, name: "James Cameron" });
    expect(typo.body.results[0]!.known_for).toHaveLength(3);
  });

  it("answers a missing query with TMDB's 422 and a bad page with its 400", async () => {
    expect(await get("/3/search/person?query=%20")).toEqual({ status: 422, body: { errors: ["query must be provided"] } });
    expect((await get("/3/search/person?query=al&page=0")).status).toBe(400);
  });

  it("answers an empty page when nobody matches", async () => {
    expect((await get("/3/search/person?query=zzqqxx")).body).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });
});

describe("/3/person/popular", () => {
  it("lists people most popular first, without original_name as TMDB's document says", async () => {
    const { body } = await get<Paginated<PopularPerson>>("/3/person/popular?page=1");
    expect(body.results).toHaveLength(20);
    const popularity = body.results.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.results[0]).not.toHaveProperty("original_name");
    expect(body.results[0]!.known_for.length).toBeGreaterThan(0);
    expect(body.total_results).toBeGreaterThan(20);
  });
});

describe("/3/person/{id}/often_with (MovieApp's own)", () => {
  it("names the people sharing two or more films with the person, most shared first", async () => {
    const { status, body } = await get<OftenWith>("/3/person/1158/often_with");
    expect(status).toBe(200);
    expect(body.results.map((p) => [p.name, p.shared_movie_count])).toEqual([["Francis Ford Coppola", 3], ["Mario Puzo", 3]]);
    expect(body.results[0]!.shared_movie_ids).toEqual([238, 240, 242]);
  });

  it("is empty for someone who worked with nobody twice, and 404 for an unknown person", async () => {
    expect((await get<OftenWith>("/3/person/3265/often_with")).body).toEqual({ id: 3265, results: [] });
    expect((await get("/3/person/999999/often_with")).status).toBe(404);
  });
});
