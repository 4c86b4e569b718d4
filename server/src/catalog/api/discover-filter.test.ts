import { describe, expect, it } from "vitest";
import type { MovieFeatures } from "../store/movie-features";
import { discoverMatcher, readDiscoverFilter } from "./discover-filter";

const read = (query: Record<string, string>, languages = new Set(["en", "fr"])) => readDiscoverFilter((name) => query[name], languages);

function film(genres: number[], fields: Partial<MovieFeatures["item"]> = {}): MovieFeatures {
  return {
    item: {
      adult: false, backdrop_path: null, genre_ids: genres, id: 1, original_language: "en", original_title: "T", overview: "", popularity: 1,
      poster_path: null, release_date: "1999-10-15", title: "T", video: false, vote_average: 7, vote_count: 100, ...fields,
    },
    year: 1999, genreIds: new Set(genres), keywords: new Set(), directorIds: [], writerIds: [], leadCastIds: [], collectionId: null, revenue: 0, originalTitle: "T",
  };
}

describe("readDiscoverFilter", () => {
  it("reads every filter into one canonical form", () => {
    expect(read({ with_genres: "80 , 18|28|18, 18|28", without_genres: "16|99999,27", primary_release_year: " 1999 ", with_original_language: "fr", "vote_count.gte": "50", include_adult: "true" }))
      .toEqual({ includeAdult: true, genreGroups: [[18, 28], [80]], withoutGenres: [16, 27], datePrefix: "1999", language: "fr", minVotes: 50 });
    expect(read({})).toEqual({ includeAdult: false, genreGroups: [], withoutGenres: [], datePrefix: undefined, language: undefined, minVotes: 0 });
  });

  it("marks filters no film can pass, whatever their spelling", () => {
    expect(read({ with_genres: "18,424242" }).genreGroups).toEqual([[]]);
    expect(read({ with_original_language: "q".repeat(5000) }).language).toBeNull();
    expect(read({ year: `1999-10-15x${"9".repeat(5000)}` }).datePrefix).toBe("1999-10-15x");
  });
});

describe("discoverMatcher", () => {
  it("needs every comma group and any genre within a group, and none of the excluded ones", () => {
    const matches = discoverMatcher(read({ with_genres: "18,80|28", without_genres: "16" }));
    expect(matches(film([18, 80]))).toBe(true);
    expect(matches(film([18, 28]))).toBe(true);
    expect(matches(film([18]))).toBe(false);
    expect(matches(film([18, 80, 16]))).toBe(false);
  });

  it("lets nothing through a filter no film can pass", () => {
    expect(discoverMatcher(read({ with_genres: "424242" }))(film([18]))).toBe(false);
    expect(discoverMatcher(read({ with_original_language: "xx" }))(film([18]))).toBe(false);
  });

  it("filters on adult, date, language and votes", () => {
    expect(discoverMatcher(read({}))(film([18], { adult: true }))).toBe(false);
    expect(discoverMatcher(read({ include_adult: "true" }))(film([18], { adult: true }))).toBe(true);
    expect(discoverMatcher(read({ year: "1999" }))(film([18]))).toBe(true);
    expect(discoverMatcher(read({ year: "2000" }))(film([18]))).toBe(false);
    expect(discoverMatcher(read({ with_original_language: "fr" }))(film([18]))).toBe(false);
    expect(discoverMatcher(read({ "vote_count.gte": "101" }))(film([18]))).toBe(false);
  });
});
