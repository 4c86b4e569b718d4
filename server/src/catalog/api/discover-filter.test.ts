import { describe, expect, it } from "vitest";
import type { FilmFields } from "../store/film-table";
import { filmTableOf } from "../../test-support/film-table-of";
import { readDiscoverFilter, type DiscoverFilter } from "./discover-filter";
import { discoverPasses, matchingPage, type DiscoverFilms } from "./discover-match";
import { TmdbRequestError, TmdbValidationError } from "./tmdb-errors";

/** A tiny catalog's vocabulary: people 1-3, keywords 10-11, companies 20-21. */
const vocabulary = {
  languages: new Set(["en", "fr"]),
  isPerson: (id: number) => id >= 1 && id <= 3,
  isKeyword: (id: number) => id === 10 || id === 11,
  isCompany: (id: number) => id === 20 || id === 21,
};
const read = (query: Record<string, string>) => readDiscoverFilter((name) => query[name], vocabulary);

/** Film 1: person 1 in the cast, person 2 in the crew, keyword 10, company 20. Film 2: person 3 acting and directing, keyword 11, company 21. */
const filmsOf = (table: Record<number, number[]>) => (ids: readonly number[]) => ids.flatMap((id) => table[id] ?? []);
const films: DiscoverFilms = {
  withCast: filmsOf({ 1: [1], 3: [2] }),
  withCrew: filmsOf({ 2: [1], 3: [2] }),
  withKeywords: filmsOf({ 10: [1], 11: [2] }),
  byCompanies: filmsOf({ 20: [1], 21: [2] }),
};

type Film = Partial<FilmFields> & { id: number };

function film(genres: number[], fields: Partial<FilmFields> = {}, runtime: number | null = 120): Film {
  return { id: 1, genre_ids: genres, original_language: "en", popularity: 1, release_date: "1999-10-15", vote_average: 7, vote_count: 100, runtime, ...fields };
}

/** The filter's verdict on one film, as discover reads it: from a catalog's film table. */
const matcher = (filter: DiscoverFilter) => (movie: Film) => discoverPasses(filter, films, filmTableOf([movie])).passing[0] === 1;
const matches = (query: Record<string, string>, movie: Film) => matcher(read(query))(movie);

const UNFILTERED: DiscoverFilter = {
  includeAdult: false, genreGroups: [], withoutGenres: [], releasedFrom: undefined, releasedTo: undefined, language: undefined,
  voteAverageFrom: undefined, voteAverageTo: undefined, votesFrom: undefined, votesTo: undefined, runtimeFrom: undefined, runtimeTo: undefined,
  castGroups: [], crewGroups: [], peopleGroups: [], keywordGroups: [], withoutKeywords: [], companyGroups: [], withoutCompanies: [],
};

describe("readDiscoverFilter", () => {
  it("reads every filter into one canonical form", () => {
    expect(read({
      with_genres: "80 , 18|28|18, 18|28", without_genres: "16|99999,27", primary_release_year: " 1999 ", with_original_language: "fr",
      "vote_count.gte": "50", "vote_average.gte": "7.50", "vote_average.lte": "9", "with_runtime.gte": "90", "with_runtime.lte": "180", include_adult: "true",
      with_cast: "2|1", with_crew: "3,3", with_people: "1,2|99", with_keywords: "11|10|77", without_keywords: "10,77", with_companies: "21,20", without_companies: "21",
    })).toEqual({
      ...UNFILTERED, includeAdult: true, genreGroups: [[18, 28], [80]], withoutGenres: [16, 27], releasedFrom: "1999-01-01", releasedTo: "1999-12-31", language: "fr",
      votesFrom: 50, voteAverageFrom: 7.5, voteAverageTo: 9, runtimeFrom: 90, runtimeTo: 180,
      castGroups: [[1, 2]], crewGroups: [[3]], peopleGroups: [[1], [2]], keywordGroups: [[10, 11]], withoutKeywords: [10], companyGroups: [[20], [21]], withoutCompanies: [21],
    });
    expect(read({})).toEqual(UNFILTERED);
    expect(read({ "vote_average.gte": " ", primary_release_year: "" })).toEqual(UNFILTERED);
  });

  it("narrows one release range from every date parameter, so equal questions are one key", () => {
    expect(read({ primary_release_year: "1999" })).toEqual(read({ "primary_release_date.gte": "1999-01-01", "primary_release_date.lte": "1999-12-31" }));
    expect(read({ year: "1999", "release_date.gte": "1999-06-01" })).toMatchObject({ releasedFrom: "1999-06-01", releasedTo: "1999-12-31" });
    const empty = { releasedFrom: "9999-12-31", releasedTo: "0000-01-01" };
    expect(read({ primary_release_year: "1999", year: "2000" })).toMatchObject(empty);
    expect(read({ "primary_release_date.gte": "2001-01-01", "primary_release_date.lte": "2000-01-01" })).toMatchObject(empty);
    expect(read({ primary_release_year: "12000" })).toMatchObject(empty);
  });

  it("marks filters no film can pass, whatever their spelling", () => {
    expect(read({ with_genres: "18,424242" }).genreGroups).toEqual([[]]);
    expect(read({ with_cast: "1,424242" }).castGroups).toEqual([[]]);
    expect(read({ with_keywords: "424242|424243" }).keywordGroups).toEqual([[]]);
    expect(read({ with_original_language: "q".repeat(5000) }).language).toBeNull();
  });

  it("refuses a bad date with TMDB's code 23 and a bad number with a 422 naming it", () => {
    for (const date of ["1999", "1999-13-01", "1999-02-30", "yesterday", "1999-1-1"]) {
      expect(() => read({ "primary_release_date.gte": date }), date).toThrow(TmdbRequestError);
      expect(() => read({ "primary_release_date.gte": date }), date).toThrow("Invalid date: Format needs to be YYYY-MM-DD.");
    }
    expect(() => read({ "release_date.lte": "soon" })).toThrow(TmdbRequestError);
    expect(() => read({ "vote_average.gte": "high" })).toThrow(new TmdbValidationError(["vote_average.gte must be a number"]));
    expect(() => read({ "with_runtime.lte": "90.5" })).toThrow(new TmdbValidationError(["with_runtime.lte must be an integer"]));
    expect(() => read({ primary_release_year: "1999-10-15" })).toThrow(new TmdbValidationError(["primary_release_year must be an integer"]));
    expect(() => read({ "vote_count.gte": "9".repeat(400) })).toThrow(TmdbValidationError);
  });
});

describe("discoverPasses", () => {
  it("needs every comma group and any genre within a group, and none of the excluded ones", () => {
    const match = matcher(read({ with_genres: "18,80|28", without_genres: "16" }));
    expect(match(film([18, 80]))).toBe(true);
    expect(match(film([18, 28]))).toBe(true);
    expect(match(film([18]))).toBe(false);
    expect(match(film([18, 80, 16]))).toBe(false);
  });

  it("lets nothing through a filter no film can pass", () => {
    expect(matches({ with_genres: "424242" }, film([18]))).toBe(false);
    expect(matches({ with_original_language: "xx" }, film([18]))).toBe(false);
    expect(matches({ with_cast: "424242" }, film([18]))).toBe(false);
  });

  it("filters on adult, dates, language, votes and runtime, both ends included", () => {
    expect(matches({}, film([18], { adult: true }))).toBe(false);
    expect(matches({ include_adult: "true" }, film([18], { adult: true }))).toBe(true);
    expect(matches({ year: "1999" }, film([18]))).toBe(true);
    expect(matches({ year: "2000" }, film([18]))).toBe(false);
    expect(matches({ "primary_release_date.gte": "1999-10-15", "primary_release_date.lte": "1999-10-15" }, film([18]))).toBe(true);
    expect(matches({ "primary_release_date.lte": "2050-01-01" }, film([18], { release_date: "" }))).toBe(false);
    expect(matches({ with_original_language: "fr" }, film([18]))).toBe(false);
    expect(matches({ "vote_count.gte": "101" }, film([18]))).toBe(false);
    expect(matches({ "vote_count.lte": "100", "vote_average.gte": "7", "vote_average.lte": "7" }, film([18]))).toBe(true);
    expect(matches({ "vote_average.gte": "7.1" }, film([18]))).toBe(false);
    expect(matches({ "with_runtime.gte": "120", "with_runtime.lte": "120" }, film([18]))).toBe(true);
    expect(matches({ "with_runtime.lte": "119" }, film([18]))).toBe(false);
    expect(matches({ "with_runtime.gte": "0" }, film([18], {}, null))).toBe(false);
  });

  it("finds films by cast, crew, people, keywords and companies, comma AND, pipe OR", () => {
    const first = film([18], { id: 1 });
    const second = film([18], { id: 2 });
    const ids = (query: Record<string, string>) => [first, second].filter((movie) => matches(query, movie)).map((movie) => movie.id);
    expect(ids({ with_cast: "1" })).toEqual([1]);
    expect(ids({ with_cast: "2" })).toEqual([]);
    expect(ids({ with_crew: "2" })).toEqual([1]);
    expect(ids({ with_people: "2|3" })).toEqual([1, 2]);
    expect(ids({ with_people: "1,2" })).toEqual([1]);
    expect(ids({ with_people: "1,3" })).toEqual([]);
    expect(ids({ with_keywords: "10|11" })).toEqual([1, 2]);
    expect(ids({ with_keywords: "10|11", without_keywords: "11" })).toEqual([1]);
    expect(ids({ with_companies: "20,21" })).toEqual([]);
    expect(ids({ without_companies: "20" })).toEqual([2]);
    expect(ids({ with_cast: "3", with_keywords: "11", with_companies: "21" })).toEqual([2]);
  });
});

describe("discoverPasses over many films", () => {
  // Films 1 to 5: a drama, a drama-comedy, a comedy, an action film, and a drama-comedy too old for the date bound.
  const columns = filmTableOf([
    film([18], { id: 1 }), film([18, 35], { id: 2 }), film([35], { id: 3 }), film([28], { id: 4 }), film([18, 35], { id: 5, release_date: "1950-01-01" }),
  ]);
  const passing = (query: Record<string, string>) => [...discoverPasses(read({ "primary_release_date.gte": "1990-01-01", ...query }), films, columns).passing].flatMap((passes, position) => (passes === 1 ? [position + 1] : []));

  it("passes a film only with a genre of every group, and each film once, whichever group has the fewest films", () => {
    expect(passing({ with_genres: "18" })).toEqual([1, 2]);
    expect(passing({ with_genres: "18,35" })).toEqual([2]);
    expect(passing({ with_genres: "35,18|28" })).toEqual([2]);
    expect(passing({ with_genres: "18|35" })).toEqual([1, 2, 3]);
    expect(passing({ with_genres: "18|28", without_genres: "35" })).toEqual([1, 4]);
    expect(passing({ with_genres: "16" })).toEqual([]);
    expect(passing({})).toEqual([1, 2, 3, 4]);
  });

  it("counts each film that passes once, and names them when few pass", () => {
    const matches = discoverPasses(read({ "primary_release_date.gte": "1990-01-01", with_genres: "18|35" }), films, columns);
    expect(matches.total).toBe(3);
    expect([...matches.few!].sort()).toEqual([0, 1, 2]);
  });

  it("tests only the films named by people, keywords or companies, with every other filter", () => {
    expect(passing({ with_cast: "1|3" })).toEqual([1, 2]);
    expect(passing({ with_cast: "1|3", with_genres: "35" })).toEqual([2]);
    expect(passing({ with_cast: "1|3", without_keywords: "10" })).toEqual([2]);
  });
});

describe("matchingPage", () => {
  // Films 1 to 250 (positions 0 to 249), the order newest first (the last position first); the odd
  // ones dramas, the even ones comedies and adult.
  const columns = filmTableOf(Array.from({ length: 250 }, (_, i) => film([(i + 1) % 2 === 1 ? 18 : 35], { id: i + 1, adult: (i + 1) % 2 === 0 })));
  const newestFirst = Int32Array.from({ length: 250 }, (_, i) => 249 - i);
  const sortFew = (positions: Int32Array) => positions.slice().sort((a, b) => b - a);
  const page = (query: Record<string, string>, number: number, size: number) => matchingPage(columns, discoverPasses(read(query), films, columns), () => newestFirst, sortFew, number, size);

  it("gives the page of the films that pass, in the order asked for, and how many pass in all, by walking the order when many pass", () => {
    for (const query of [{ include_adult: "true" }, { include_adult: "true", with_genres: "18|35" }] as Record<string, string>[]) {
      expect(page(query, 1, 3)).toEqual({ ids: [250, 249, 248], total: 250 });
      expect(page(query, 84, 3)).toEqual({ ids: [1], total: 250 });
      expect(page(query, 85, 3)).toEqual({ ids: [], total: 250 });
    }
  });

  it("sorts the films that pass into the same order when few pass", () => {
    for (const query of [{}, { with_genres: "18" }] as Record<string, string>[]) {
      expect(page(query, 1, 3)).toEqual({ ids: [249, 247, 245], total: 125 });
      expect(page(query, 42, 3)).toEqual({ ids: [3, 1], total: 125 });
      expect(page(query, 43, 3)).toEqual({ ids: [], total: 125 });
    }
    expect(page({ with_genres: "35" }, 1, 3)).toEqual({ ids: [], total: 0 });
    expect(page({ with_cast: "1|3" }, 1, 3)).toEqual({ ids: [1], total: 1 });
  });
});


