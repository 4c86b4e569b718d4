import { describe, expect, it } from "vitest";
import { discoverAddress, discoverParams, readFilters, tmdbQuery } from "./discover-query";

const read = (query: string) => readFilters(new URLSearchParams(query));

describe("Discover's address and TMDB's parameters", () => {
  it("reads every control, and gives TMDB's discover parameters in a fixed order", () => {
    const filters = read("genre=80&genre=18&match=any&from=1990&to=1999&rating=8&votes=100&min_runtime=90&max_runtime=180&language=en&sort=vote_average.desc&keyword=6087981-vigilante");
    expect(filters).toEqual({ genres: [18, 80], anyGenre: true, from: 1990, to: 1999, rating: 8, votes: 100, minRuntime: 90, maxRuntime: 180, language: "en", sort: "vote_average.desc", keyword: { id: 6087981, name: "vigilante" } });
    expect(tmdbQuery(filters)).toBe(
      "with_genres=18%7C80&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&vote_average.gte=8&vote_count.gte=100&with_runtime.gte=90&with_runtime.lte=180&with_original_language=en&with_keywords=6087981&sort_by=vote_average.desc",
    );
    expect(tmdbQuery(read("genre=18&genre=80"))).toBe("with_genres=18%2C80&sort_by=popularity.desc");
  });

  it("writes one address per view: sorted genres, defaults and 'any' of one genre left out", () => {
    expect(discoverParams(read("sort=popularity.desc&genre=80&match=any&genre=80&genre=18")).toString()).toBe("genre=18&genre=80&match=any");
    expect(discoverParams(read("genre=18&match=any")).toString()).toBe("genre=18");
    expect(discoverParams(read("")).toString()).toBe("");
    // The defaults' address is the page's own, with no "?" to tell it from the one the header links to.
    expect(discoverAddress(read("sort=popularity.desc"))).toBe("/discover");
    expect(discoverAddress(read("genre=18&match=any"))).toBe("/discover?genre=18");
  });

  it("leaves out what an address may not hold, as if absent", () => {
    expect(read("genre=drama&genre=0&from=abc&to=99999&rating=11&votes=-1&min_runtime=1.5&language=english&sort=budget.desc&keyword=vigilante")).toEqual({
      genres: [], anyGenre: false, from: undefined, to: undefined, rating: undefined, votes: undefined, minRuntime: undefined, maxRuntime: undefined, language: undefined, sort: "popularity.desc", keyword: undefined,
    });
    expect(tmdbQuery(read("rating=0"))).toBe("vote_average.gte=0&sort_by=popularity.desc");
  });
});
