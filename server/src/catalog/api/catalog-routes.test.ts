import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MovieDetails, MovieAppends, Paginated, MovieListItem, Credits, RecommendationItem } from "../../../../common/tmdb/wire-types";
import { startFixtureCatalogServer } from "../../test-support/fixture-catalog";
import type { RunningServer } from "../../test-support/listen";

const KEY = "movieapp-local-catalog";
let running: RunningServer;

async function get(path: string, options: { key?: string | null } = {}) {
  const key = options.key === undefined ? KEY : options.key;
  const url = new URL(`${running.url}${path}`);
  if (key !== null) url.searchParams.set("api_key", key);
  const res = await fetch(url);
  const body: unknown = await res.json();
  return { status: res.status, body, headers: res.headers };
}

async function getOk<T>(path: string): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return res.body as T;
}

beforeAll(async () => {
  running = await startFixtureCatalogServer();
});
afterAll(() => running.close());

describe("authentication", () => {
  it("answers 401 code 7 without a key or with a wrong one", async () => {
    for (const key of [null, "wrong-key"]) {
      const res = await get("/3/movie/popular", { key });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, status_code: 7, status_message: "Invalid API key: You must be granted a valid key." });
    }
  });

  it("accepts the key as a Bearer token", async () => {
    const res = await fetch(`${running.url}/3/genre/movie/list`, { headers: { Authorization: `Bearer ${KEY}` } });
    expect(res.status).toBe(200);
  });
});

describe("/3/movie/popular", () => {
  it("lists movies by popularity with honest totals", async () => {
    const body = await getOk<Paginated<MovieListItem>>("/3/movie/popular?language=en-US&page=1");
    expect(body.page).toBe(1);
    expect(body.total_results).toBe(13);
    expect(body.total_pages).toBe(1);
    expect(body.results.map((m) => m.id).slice(0, 3)).toEqual([238, 240, 603]);
    const popularity = body.results.map((m) => m.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it("sends every list field with TMDB's types", async () => {
    const body = await getOk<Paginated<MovieListItem>>("/3/movie/popular");
    const godfather = body.results.find((m) => m.id === 238)!;
    expect(godfather).toEqual({
      adult: false,
      backdrop_path: "/movie-238-backdrop.svg",
      genre_ids: [18, 80],
      id: 238,
      original_language: "en",
      original_title: "The Godfather",
      overview: "An ageing crime boss hands his empire to a reluctant son.",
      popularity: 143.7,
      poster_path: "/movie-238-poster.svg",
      release_date: "1972-03-14",
      title: "The Godfather",
      video: false,
      vote_average: 8.4,
      vote_count: 5893,
    });
    const untitled = body.results.find((m) => m.id === 99001)!;
    expect(untitled.overview).toBe("");
    expect(untitled.release_date).toBe("");
  });

  it("answers an empty page past the end", async () => {
    const body = await getOk<Paginated<MovieListItem>>("/3/movie/popular?page=2");
    expect(body).toEqual({ page: 2, results: [], total_pages: 1, total_results: 13 });
  });

  it.each(["0", "501", "abc", "1.5", "-1", ""])("rejects page=%s with 400 code 22", async (page) => {
    const res = await get(`/3/movie/popular?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, status_code: 22, status_message: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer." });
  });
});

describe("/3/movie/{id}", () => {
  it("answers details with TMDB's fields", async () => {
    const body = await getOk<MovieDetails>("/3/movie/238");
    expect(body).toMatchObject({
      id: 238,
      title: "The Godfather",
      genres: [{ id: 18, name: "Drama" }, { id: 80, name: "Crime" }],
      belongs_to_collection: null,
      budget: 6000000,
      revenue: 245066411,
      runtime: 175,
      status: "Released",
      tagline: "An offer you can't refuse.",
      homepage: "",
      imdb_id: null,
      origin_country: ["US"],
      production_companies: [{ id: 4, logo_path: "/company-4.svg", name: "Paramount Pictures", origin_country: "" }],
      production_countries: [{ iso_3166_1: "US", name: "United States of America" }],
      spoken_languages: [{ english_name: "English", iso_639_1: "en", name: "English" }],
    });
    expect(body).not.toHaveProperty("genre_ids");
    expect(body).not.toHaveProperty("videos");
  });

  it("keeps unknown runtimes null and drops retired genres", async () => {
    expect((await getOk<MovieDetails>("/3/movie/99001")).runtime).toBeNull();
    expect((await getOk<MovieDetails>("/3/movie/194")).genres.map((g) => g.id)).toEqual([35, 10749]);
  });

  it("appends videos, images, credits, similar and recommendations on request", async () => {
    const body = await getOk<MovieDetails & MovieAppends>("/3/movie/238?append_to_response=videos,images,credits,similar,recommendations");
    expect(body.videos).toEqual({ results: [] });
    expect(body.images?.posters[0]?.file_path).toBe("/movie-238-poster.svg");
    expect(body.images?.backdrops[0]?.file_path).toBe("/movie-238-backdrop.svg");
    expect(body.credits?.cast[0]).toMatchObject({ name: "Marlon Brando", character: "Don Vito Corleone", order: 0 });
    expect(body.credits).not.toHaveProperty("id");
    expect(body.similar?.results.length).toBeGreaterThan(0);
    expect(body.recommendations?.results[0]?.media_type).toBe("movie");
  });

  it("ignores unknown appends but refuses more than 20", async () => {
    expect((await get("/3/movie/238?append_to_response=videos,keywords")).status).toBe(200);
    const many = Array.from({ length: 21 }, (_, i) => `x${i}`).join(",");
    const res = await get(`/3/movie/238?append_to_response=${many}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, status_code: 27 });
  });

  it.each(["999999", "abc", "0", "-1"])("answers 404 code 34 for movie %s", async (id) => {
    const res = await get(`/3/movie/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, status_code: 34, status_message: "The resource you requested could not be found." });
  });
});

describe("/3/movie/{id}/credits", () => {
  it("lists cast in billing order and crew with departments", async () => {
    const body = await getOk<Credits>("/3/movie/238/credits?language=en-US");
    expect(body.id).toBe(238);
    expect(body.cast.map((c) => c.name)).toEqual(["Marlon Brando", "Al Pacino", "James Caan"]);
    expect(body.cast[1]).toMatchObject({ character: "Michael Corleone", gender: 2, known_for_department: "Acting", profile_path: "/person-1158.svg", adult: false });
    expect(body.crew).toContainEqual(expect.objectContaining({ name: "Francis Ford Coppola", job: "Director", department: "Directing" }));
    for (const member of [...body.cast, ...body.crew]) expect(member.credit_id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("shares one person across films", async () => {
    const first = await getOk<Credits>("/3/movie/238/credits");
    const second = await getOk<Credits>("/3/movie/240/credits");
    const pacino1 = first.cast.find((c) => c.name === "Al Pacino")!;
    const pacino2 = second.cast.find((c) => c.name === "Al Pacino")!;
    expect(pacino1.id).toBe(pacino2.id);
    expect(pacino1.popularity).toBe(pacino2.popularity);
  });
});

describe("/3/search/movie", () => {
  it("finds by title, ignoring case, accents and small typos", async () => {
    for (const [query, id] of [["godfather", 238], ["AMELIE", 194], ["godfathr", 238], ["terminator 2", 280], ["matrx", 603]] as const) {
      const body = await getOk<Paginated<MovieListItem>>(`/3/search/movie?query=${encodeURIComponent(query)}&include_adult=false&language=en-US&page=1`);
      expect(body.results[0]?.id, query).toBe(id);
    }
  });

  it("pages results with honest totals", async () => {
    const body = await getOk<Paginated<MovieListItem>>("/3/search/movie?query=godfather");
    expect(body.total_results).toBe(3);
    expect(body.total_pages).toBe(1);
  });

  it("answers 422 for an empty query, as TMDB does", async () => {
    for (const query of ["", "%20%20"]) {
      const res = await get(`/3/search/movie?query=${query}`);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: ["query must be provided"] });
    }
    expect((await get("/3/search/movie")).status).toBe(422);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await getOk("/3/search/movie?query=zzzzqqq")).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });
});

describe("/3/genre/movie/list", () => {
  it("lists TMDB's genres that some film of the catalog has, each leading to films", async () => {
    const body = await getOk<{ genres: { id: number; name: string }[] }>("/3/genre/movie/list?language=en-US");
    expect(body.genres).toContainEqual({ id: 878, name: "Science Fiction" });
    expect(body.genres.map((g) => g.id)).not.toContain(10770); // TV Movie: none among the fixture's 13 films
    expect(body.genres.length).toBeLessThan(19);
    for (const genre of body.genres) {
      const films = await getOk<Paginated<MovieListItem>>(`/3/discover/movie?with_genres=${genre.id}`);
      expect(films.total_results, genre.name).toBeGreaterThan(0);
    }
  });
});

describe("/3/discover/movie", () => {
  const ids = async (query: string) => (await getOk<Paginated<MovieListItem>>(`/3/discover/movie?${query}`)).results.map((m) => m.id);

  it("filters by genre, comma meaning AND and pipe meaning OR", async () => {
    expect(await ids("with_genres=16")).toEqual([862, 863]);
    expect(await ids("with_genres=27,28")).toEqual([679]);
    expect((await ids("with_genres=27|16")).sort()).toEqual([348, 679, 862, 863].sort());
  });

  it("sorts by every key TMDB accepts", async () => {
    expect((await ids("with_genres=80&sort_by=popularity.desc"))).toEqual([238, 240, 242]);
    expect((await ids("with_genres=80&sort_by=popularity.asc"))).toEqual([242, 240, 238]);
    expect((await ids("with_genres=80&sort_by=primary_release_date.desc"))).toEqual([242, 240, 238]);
    expect((await ids("with_genres=80&sort_by=revenue.desc"))).toEqual([238, 242, 240]);
    expect((await ids("with_genres=80&sort_by=vote_average.desc"))).toEqual([238, 240, 242]);
    expect((await ids("with_genres=80&sort_by=vote_count.asc"))).toEqual([242, 240, 238]);
    expect((await ids("with_genres=16&sort_by=title.desc"))).toEqual([863, 862]);
    expect((await ids("with_genres=35,10749&sort_by=original_title.asc"))).toEqual([194]);
    const all = await ids("sort_by=primary_release_date.asc");
    expect(all.at(-1)).toBe(99001);
  });

  it("pages with honest totals and validates the page", async () => {
    const body = await getOk<Paginated<MovieListItem>>("/3/discover/movie?with_genres=878&page=1&include_adult=false&sort_by=popularity.desc&language=en-US");
    expect(body.total_results).toBe(5);
    expect((await get("/3/discover/movie?page=0")).status).toBe(400);
  });
});

describe("similar and recommendations", () => {
  const ids = async (path: string) => (await getOk<Paginated<MovieListItem>>(path)).results.map((m) => m.id);

  it("similar films share genres, keywords and makers; never the film itself", async () => {
    const similar = await ids("/3/movie/238/similar?page=1&language=en-US");
    expect(similar).not.toContain(238);
    expect(similar.slice(0, 2).sort()).toEqual([240, 242]);
    const terminator = await ids("/3/movie/218/similar");
    expect(terminator[0]).toBe(280);
  });

  it("recommendations follow the people who made the film, and carry media_type", async () => {
    const body = await getOk<Paginated<RecommendationItem>>("/3/movie/280/recommendations?page=1");
    const recommended = body.results.map((m) => m.id);
    expect(recommended).not.toContain(280);
    expect(recommended[0]).toBe(218);
    expect(recommended).toEqual(expect.arrayContaining([597, 679]));
    for (const item of body.results) expect(item.media_type).toBe("movie");
    const toyStory = await ids("/3/movie/862/recommendations");
    expect(toyStory[0]).toBe(863);
  });

  it("is never empty when related films exist, and 404s for unknown films", async () => {
    expect((await ids("/3/movie/194/recommendations")).length).toBeGreaterThan(0);
    expect((await get("/3/movie/424242/similar")).status).toBe(404);
  });
});

describe("/3/configuration and unknown paths", () => {
  it("points images at this server", async () => {
    const body = await getOk<{ images: { secure_base_url: string; poster_sizes: string[] } }>("/3/configuration");
    expect(body.images.secure_base_url).toBe(`${running.url}/t/p/`);
    expect(body.images.poster_sizes).toEqual(["w92", "w154", "w185", "w342", "w500", "w780", "original"]);
  });

  it("answers 404 code 34 for an unknown path", async () => {
    const res = await get("/3/tv/popular");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, status_code: 34 });
  });
});

describe("fault injection", () => {
  it("is off unless configured: the fault header changes nothing", async () => {
    const res = await fetch(`${running.url}/3/movie/popular?api_key=${KEY}`, { headers: { "X-MovieApp-Fault": "path=/3/movie/popular; status=500" } });
    expect(res.status).toBe(200);
  });
});

describe("compression", () => {
  it("compresses large JSON answers for clients that accept it, and leaves small ones alone", async () => {
    const { request } = await import("node:http");
    const { brotliDecompressSync } = await import("node:zlib");
    const raw = (path: string, encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        request(`${running.url}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).end();
      });
    const big = await raw(`/3/movie/popular?api_key=${KEY}`, "gzip, br");
    expect(big.headers["content-encoding"]).toBe("br");
    expect(big.headers["vary"]).toContain("Accept-Encoding");
    expect((JSON.parse(brotliDecompressSync(big.body).toString()) as { total_results: number }).total_results).toBe(13);
    const small = await raw(`/3/genre/movie/list?api_key=${KEY}`, "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});

describe("answers as data", () => {
  it("carry a lock-down policy and an ETag, and answer 304 when unchanged", async () => {
    const first = await fetch(`${running.url}/3/movie/238?api_key=${KEY}`);
    expect(first.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${running.url}/3/movie/238?api_key=${KEY}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("give the same answer for the same question, whatever the parameter order or key", async () => {
    const a = await (await fetch(`${running.url}/3/discover/movie?with_genres=80&sort_by=revenue.desc&api_key=${KEY}`)).text();
    const b = await (await fetch(`${running.url}/3/discover/movie?sort_by=revenue.desc&api_key=${KEY}&with_genres=80`)).text();
    expect(a).toBe(b);
    expect((await fetch(`${running.url}/3/discover/movie?sort_by=revenue.desc&with_genres=80`)).status).toBe(401);
  });
});
