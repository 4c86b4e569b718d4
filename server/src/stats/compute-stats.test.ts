import { describe, expect, it } from "vitest";
import { computeStats, type StatsViewing } from "./compute-stats";
import type { FilmFacts } from "./film-facts";

/**
 * A hand-made history, and its figures worked out by hand (not by the code under test):
 * four films, seven viewings over a new year, ratings of three of them and of a film never seen.
 */
const PEOPLE = new Map([[1, "Francis Ford Coppola"], [2, "Ridley Scott"], [3, "Hayao Miyazaki"], [10, "Ann Actor"], [11, "Bo Actor"], [12, "Cy Actor"], [13, "Di Actor"]]);
const person = (id: number) => ({ id, name: PEOPLE.get(id)!, profile_path: null });
const FACTS = new Map<number, FilmFacts>([
  [1, { runtime: 100, releaseYear: 1972, releaseDate: "1972-06-01", genreIds: [18, 80], language: "en", countries: ["US"], directorIds: [1], actorIds: [10, 11] }],
  // Its director credited twice (two credits of one job): counted once for the film.
  [2, { runtime: 120, releaseYear: 1979, releaseDate: "1979-06-01", genreIds: [27, 878], language: "en", countries: ["GB", "US"], directorIds: [2, 2], actorIds: [10, 12] }],
  // Its runtime unknown: its viewings count, their time does not.
  [3, { runtime: null, releaseYear: 2001, releaseDate: "2001-06-01", genreIds: [16], language: "ja", countries: ["JP"], directorIds: [3], actorIds: [13] }],
  // Film 4 is not in the catalog.
]);
const VIEWINGS: StatsViewing[] = [
  { movieId: 1, seenOn: "2023-12-30", saidRewatch: false },
  { movieId: 2, seenOn: "2023-12-31", saidRewatch: false },
  { movieId: 1, seenOn: "2024-01-01", saidRewatch: false },
  { movieId: 3, seenOn: "2024-01-02", saidRewatch: true },
  { movieId: 2, seenOn: "2024-01-02", saidRewatch: false },
  { movieId: 4, seenOn: "2024-03-10", saidRewatch: false },
  { movieId: 4, seenOn: "2024-05-01", saidRewatch: false },
];
const RATINGS = new Map([[1, 9], [2, 7], [3, 10], [99, 2]]);
const NAMES = {
  genre: (id: number) => ({ 16: "Animation", 18: "Drama", 27: "Horror", 80: "Crime", 878: "Science Fiction" })[id] ?? String(id),
  person: (id: number) => (PEOPLE.has(id) ? person(id) : undefined),
  language: (code: string) => ({ en: "English", ja: "Japanese" })[code] ?? code,
  country: (code: string) => ({ US: "United States", GB: "United Kingdom", JP: "Japan" })[code] ?? code,
};
const stats = (year?: number) => computeStats({ year, viewings: VIEWINGS, ratings: RATINGS, facts: FACTS, names: NAMES });
const zeroMonths = () => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, viewings: 0, minutes: 0 }));
const ratingSteps = (counts: Record<number, number>) => [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((stars) => ({ stars, films: counts[stars] ?? 0 }));
const BY_YEAR = [{ year: 2023, viewings: 2, minutes: 220 }, { year: 2024, viewings: 5, minutes: 220 }];
const MONTHS_2024 = zeroMonths().map((month) => ({ 1: { month: 1, viewings: 3, minutes: 220 }, 3: { month: 3, viewings: 1, minutes: 0 }, 5: { month: 5, viewings: 1, minutes: 0 } })[month.month] ?? month);

describe("computeStats", () => {
  it("counts every year's viewings as the hand-worked figures say", () => {
    expect(stats()).toEqual({
      year: null,
      years: [{ year: 2024, viewings: 5 }, { year: 2023, viewings: 2 }],
      totals: { viewings: 7, minutes: 440, films: 4, rewatches: 4, days: 6, longest_run: { days: 4, from: "2023-12-30", to: "2024-01-02" } },
      by_year: BY_YEAR,
      by_month: { year: 2024, months: MONTHS_2024 },
      genres: [
        { key: 80, name: "Crime", viewings: 2 }, { key: 18, name: "Drama", viewings: 2 }, { key: 27, name: "Horror", viewings: 2 },
        { key: 878, name: "Science Fiction", viewings: 2 }, { key: 16, name: "Animation", viewings: 1 },
      ],
      decades: [{ key: 1970, name: "1970s", viewings: 4 }, { key: 2000, name: "2000s", viewings: 1 }],
      languages: [{ key: "en", name: "English", viewings: 4 }, { key: "ja", name: "Japanese", viewings: 1 }],
      countries: [{ key: "US", name: "United States", viewings: 4 }, { key: "GB", name: "United Kingdom", viewings: 2 }, { key: "JP", name: "Japan", viewings: 1 }],
      ratings: ratingSteps({ 1: 1, 3.5: 1, 4.5: 1, 5: 1 }),
      directors: [{ ...person(1), viewings: 2 }, { ...person(2), viewings: 2 }, { ...person(3), viewings: 1 }],
      actors: [{ ...person(10), viewings: 4 }, { ...person(11), viewings: 2 }, { ...person(12), viewings: 2 }, { ...person(13), viewings: 1 }],
      without_facts: 2,
    });
  });

  it("counts one year's viewings, a rewatch told by the viewings of the years before", () => {
    expect(stats(2024)).toEqual({
      year: 2024,
      years: [{ year: 2024, viewings: 5 }, { year: 2023, viewings: 2 }],
      totals: { viewings: 5, minutes: 220, films: 4, rewatches: 4, days: 4, longest_run: { days: 2, from: "2024-01-01", to: "2024-01-02" } },
      by_year: BY_YEAR,
      by_month: { year: 2024, months: MONTHS_2024 },
      genres: [
        { key: 16, name: "Animation", viewings: 1 }, { key: 80, name: "Crime", viewings: 1 }, { key: 18, name: "Drama", viewings: 1 },
        { key: 27, name: "Horror", viewings: 1 }, { key: 878, name: "Science Fiction", viewings: 1 },
      ],
      decades: [{ key: 1970, name: "1970s", viewings: 2 }, { key: 2000, name: "2000s", viewings: 1 }],
      languages: [{ key: "en", name: "English", viewings: 2 }, { key: "ja", name: "Japanese", viewings: 1 }],
      countries: [{ key: "US", name: "United States", viewings: 2 }, { key: "JP", name: "Japan", viewings: 1 }, { key: "GB", name: "United Kingdom", viewings: 1 }],
      ratings: ratingSteps({ 3.5: 1, 4.5: 1, 5: 1 }),
      directors: [{ ...person(1), viewings: 1 }, { ...person(3), viewings: 1 }, { ...person(2), viewings: 1 }],
      actors: [{ ...person(10), viewings: 2 }, { ...person(11), viewings: 1 }, { ...person(12), viewings: 1 }, { ...person(13), viewings: 1 }],
      without_facts: 2,
    });
  });

  it("says nothing was watched in a year without viewings, and with no history at all", () => {
    const empty = { viewings: 0, minutes: 0, films: 0, rewatches: 0, days: 0, longest_run: { days: 0, from: null, to: null } };
    expect(stats(2022)).toMatchObject({ year: 2022, totals: empty, by_month: { year: 2022, months: zeroMonths() }, genres: [], directors: [], ratings: ratingSteps({}), without_facts: 0 });
    expect(computeStats({ year: undefined, viewings: [], ratings: new Map(), facts: new Map(), names: NAMES })).toMatchObject({ years: [], totals: empty, by_year: [], by_month: null });
  });
});
