import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-errors";
import type { HttpGet, QueryParams } from "./http-client";
import { createMovieService } from "./movie-service";

/** The service over a scripted transport: records each call and answers by endpoint. */
function serviceWith(answers: Record<string, unknown>) {
  const calls: Array<{ endpoint: string; params: QueryParams | undefined }> = [];
  const get = vi.fn((endpoint: string, params?: QueryParams) => {
    calls.push({ endpoint, params });
    if (!(endpoint in answers)) return Promise.reject(new Error(`unexpected call to ${endpoint}`));
    return Promise.resolve(answers[endpoint]);
  });
  return { service: createMovieService(get as unknown as HttpGet), calls };
}

const page = { page: 1, results: [], total_pages: 0, total_results: 0 };

describe("the movie service", () => {
  it("makes the eight calls with exactly their parameters, language en-US on each", async () => {
    const { service, calls } = serviceWith({
      "/movie/popular": page, "/search/movie": page, "/discover/movie": page, "/movie/5/similar": page, "/movie/5/recommendations": page,
    });
    await service.getPopularMovies(2);
    await service.searchMovies("  star wars  ", 3);
    await service.getMoviesByGenre(28, 1);
    await service.getSimilarMovies(5, 1);
    await service.getRecommendations(5, 2);
    expect(calls).toEqual([
      { endpoint: "/movie/popular", params: { page: 2 } },
      { endpoint: "/search/movie", params: { query: "star wars", page: 3, include_adult: false } },
      { endpoint: "/discover/movie", params: { with_genres: 28, page: 1, sort_by: "popularity.desc", include_adult: false } },
      { endpoint: "/movie/5/similar", params: { page: 1 } },
      { endpoint: "/movie/5/recommendations", params: { page: 2 } },
    ]);
  });

  it("fetches details (with videos and images), credits and keywords in parallel, and combines them", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const get = vi.fn(async (endpoint: string, params?: QueryParams) => {
      calls.push(`${endpoint} ${JSON.stringify(params ?? {})}`);
      await gate;
      if (endpoint === "/movie/11") return { id: 11, title: "Star Wars", belongs_to_collection: { id: 10, name: "Star Wars Collection", poster_path: null, backdrop_path: null }, videos: { results: [{ key: "k" }] } };
      if (endpoint === "/movie/11/keywords") return { id: 11, keywords: [{ id: 4, name: "space opera" }] };
      return { id: 11, cast: [{ name: "Mark Hamill" }], crew: [] };
    });
    const details = createMovieService(get as unknown as HttpGet).getMovieDetails(11);
    await Promise.resolve();
    expect(calls).toEqual(['/movie/11 {"append_to_response":"videos,images"}', "/movie/11/credits {}", "/movie/11/keywords {}"]);
    release();
    await expect(details).resolves.toMatchObject({ id: 11, title: "Star Wars", cast: [{ name: "Mark Hamill" }], crew: [], collection: { id: 10 }, videos: [{ key: "k" }], keywords: [{ id: 4, name: "space opera" }] });
  });

  it("keeps of the credits what the film's page shows, and gives the whole credits, in billing order, on their own", async () => {
    const cast = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `Actor ${19 - i}`, order: 19 - i, credit_id: `c${i}` }));
    const crew = [{ id: 50, name: "Ann", department: "Directing", job: "Director" }, { id: 51, name: "Bo", department: "Lighting", job: "Gaffer" }];
    const { service, calls } = serviceWith({ "/movie/11": { id: 11, title: "Star Wars" }, "/movie/11/credits": { id: 11, cast, crew }, "/movie/11/keywords": { id: 11, keywords: [] } });
    const details = await service.getMovieDetails(11);
    expect(details.cast.map((a) => a.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Actor ${i}`));
    expect(details.crew.map((m) => m.name)).toEqual(["Ann"]);
    expect(details.moreCredits).toBe(true);
    const credits = await service.getMovieCredits(11);
    expect(credits.cast.map((a) => a.order)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(credits.crew.map((m) => m.name)).toEqual(["Ann", "Bo"]);
    expect(calls.filter((c) => c.endpoint === "/movie/11/credits")).toHaveLength(2);
  });

  it.each([[null, "Invalid credits format"], [{ cast: [] }, "Invalid credits structure"]])("checks a film's whole credits %j: '%s'", async (body, message) => {
    const { service } = serviceWith({ "/movie/11/credits": body });
    await expect(service.getMovieCredits(11)).rejects.toMatchObject({ message, status: 500 });
    await expect(service.getMovieCredits(0)).rejects.toMatchObject({ message: "Invalid movie ID", status: 400 });
  });

  it("shows a film whose keywords failed to load without them", async () => {
    const get = vi.fn((endpoint: string) => {
      if (endpoint === "/movie/11/keywords") return Promise.reject(new ApiError("Server error", 500, endpoint));
      return Promise.resolve(endpoint === "/movie/11" ? { id: 11, title: "Star Wars" } : { id: 11, cast: [], crew: [] });
    });
    await expect(createMovieService(get as unknown as HttpGet).getMovieDetails(11)).resolves.toMatchObject({ id: 11, keywords: [] });
  });

  it("asks for each browse source at TMDB's path, discover with its query's parameters", async () => {
    const calls: string[] = [];
    const get = vi.fn((endpoint: string, params?: QueryParams) => {
      calls.push(`${endpoint} ${JSON.stringify(params ?? {})}`);
      return Promise.resolve({ page: 1, results: [], total_pages: 0, total_results: 0 });
    });
    const service = createMovieService(get as unknown as HttpGet);
    await service.browse({ kind: "list", list: "top_rated" }, 2);
    await service.browse({ kind: "discover", query: "with_genres=18%2C80&sort_by=vote_average.desc" }, 3);
    await service.browse({ kind: "related", movieId: 238, list: "recommendations" }, 2);
    expect(calls).toEqual([
      '/movie/top_rated {"page":2}',
      '/discover/movie {"with_genres":"18,80","sort_by":"vote_average.desc","page":3,"include_adult":false}',
      '/movie/238/recommendations {"page":2}',
    ]);
  });

  it("asks discover for a list of one genre by the list's own rule: Top rated by votes, a dated list within the window its first page gives", async () => {
    const { service, calls } = serviceWith({ "/movie/upcoming": { ...page, dates: { minimum: "2023-03-02", maximum: "2023-07-21" } }, "/discover/movie": page });
    await service.browse({ kind: "list", list: "top_rated", genreId: 18 }, 2);
    await service.browse({ kind: "list", list: "upcoming", genreId: 878 }, 3);
    expect(calls).toEqual([
      { endpoint: "/discover/movie", params: { with_genres: 18, "vote_count.gte": 300, sort_by: "vote_average.desc", page: 2, include_adult: false } },
      { endpoint: "/movie/upcoming", params: { page: 1 } },
      {
        endpoint: "/discover/movie",
        params: { with_genres: 878, "release_date.gte": "2023-03-02", "release_date.lte": "2023-07-21", with_release_type: "2|3", sort_by: "popularity.desc", page: 3, include_adult: false },
      },
    ]);
  });

  it("asks for a dated list's window once for all its pages, and again after a failure", async () => {
    let fail = true;
    const calls: string[] = [];
    const get = vi.fn((endpoint: string) => {
      calls.push(endpoint);
      if (endpoint === "/movie/now_playing" && fail) return Promise.reject(new ApiError("Service unavailable", 503, endpoint));
      return Promise.resolve(endpoint === "/movie/now_playing" ? { ...page, dates: { minimum: "2023-06-01", maximum: "2023-07-21" } } : page);
    });
    const service = createMovieService(get as unknown as HttpGet);
    await expect(service.browse({ kind: "list", list: "now_playing", genreId: 18 })).rejects.toMatchObject({ status: 503, endpoint: "/movie/now_playing" });
    fail = false;
    await Promise.all([1, 2, 3].map((at) => service.browse({ kind: "list", list: "now_playing", genreId: 18 }, at)));
    await service.browse({ kind: "list", list: "now_playing", genreId: 35 }, 1);
    expect(calls).toEqual(["/movie/now_playing", "/movie/now_playing", "/discover/movie", "/discover/movie", "/discover/movie", "/discover/movie"]);
  });

  it("refuses a list of one genre whose genre id is not one, or whose window is not dates, with a message", async () => {
    const { service, calls } = serviceWith({ "/movie/now_playing": { ...page, dates: { minimum: "soon", maximum: "2023-07-21" } } });
    await expect(service.browse({ kind: "list", list: "top_rated", genreId: 0 })).rejects.toMatchObject({ message: "Invalid genre ID", status: 400 });
    await expect(service.browse({ kind: "list", list: "now_playing", genreId: 18 })).rejects.toMatchObject({ message: "Invalid list format", status: 500 });
    expect(calls.map((call) => call.endpoint)).toEqual(["/movie/now_playing"]);
  });

  it.each([
    ["", "Search query cannot be empty"],
    ["   ", "Search query cannot be empty"],
    [" a ", "Search query must be at least 2 characters long"],
  ])("refuses the query %j with '%s' (400) and sends nothing", async (query, message) => {
    const { service, calls } = serviceWith({});
    await expect(service.searchMovies(query)).rejects.toMatchObject({ message, status: 400 });
    expect(calls).toEqual([]);
  });

  it.each([0, -1, Number.NaN])("refuses movie id %s with 'Invalid movie ID' and genre id %s with 'Invalid genre ID'", async (id) => {
    const { service } = serviceWith({});
    await expect(service.getMovieDetails(id)).rejects.toMatchObject({ message: "Invalid movie ID", status: 400 });
    await expect(service.getSimilarMovies(id)).rejects.toMatchObject({ message: "Invalid movie ID", status: 400 });
    await expect(service.getMoviesByGenre(id)).rejects.toMatchObject({ message: "Invalid genre ID", status: 400 });
  });

  it("clamps pages to 1..1000", async () => {
    const { service, calls } = serviceWith({ "/movie/popular": page });
    await service.getPopularMovies(0);
    await service.getPopularMovies(5000);
    expect(calls.map((c) => c.params?.page)).toEqual([1, 1000]);
  });

  it.each([
    [null, "Invalid response format"],
    ["text", "Invalid response format"],
    [{ page: 1, total_pages: 1, total_results: 1 }, "Invalid results format"],
    [{ results: {}, page: 1, total_pages: 1, total_results: 1 }, "Invalid results format"],
    [{ results: [], page: "1", total_pages: 1, total_results: 1 }, "Invalid pagination format"],
    [{ results: [], page: 1, total_pages: 1 }, "Invalid pagination format"],
  ])("checks list answers: %j fails with '%s' (500)", async (body, message) => {
    const { service } = serviceWith({ "/movie/popular": body });
    await expect(service.getPopularMovies()).rejects.toMatchObject({ message, status: 500 });
  });

  it.each([
    [[], { id: 1, cast: [], crew: [] }, "Invalid movie details format"],
    [{ title: "x" }, { id: 1, cast: [], crew: [] }, "Invalid movie details structure"],
    [{ id: 1 }, { id: 1, cast: [], crew: [] }, "Invalid movie details structure"],
    [{ id: 1, title: "x" }, null, "Invalid credits format"],
    [{ id: 1, title: "x" }, { cast: [] }, "Invalid credits structure"],
  ])("checks details %j and credits %j: '%s'", async (details, credits, message) => {
    const { service } = serviceWith({ "/movie/1": details, "/movie/1/credits": credits });
    await expect(service.getMovieDetails(1)).rejects.toMatchObject({ message, status: 500 });
  });

  it.each([
    [undefined, "Invalid genres format"],
    [{ genres: "Action" }, "Invalid genres structure"],
  ])("checks genres %j: '%s'", async (body, message) => {
    const { service } = serviceWith({ "/genre/movie/list": body });
    await expect(service.getGenres()).rejects.toMatchObject({ message, status: 500 });
  });

  it("turns anything unforeseen into 'An unexpected error occurred' (500)", async () => {
    const get = vi.fn(() => Promise.reject(new RangeError("weird")));
    const error: unknown = await createMovieService(get as unknown as HttpGet).getPopularMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "An unexpected error occurred", status: 500 });
  });
});
