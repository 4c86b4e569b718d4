import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilmStats } from "../../../common/stats";
import { personOn, startAppOnDatabase, type AppOnDatabase, type Person } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

/** The films of the fixture catalog this history uses, with what the catalog's file says of them (server/src/catalog/test-fixtures). */
const FILMS = {
  238: { title: "The Godfather", year: "1972" }, // 175 minutes, Drama and Crime, en, US; Coppola; Brando, Pacino, Caan
  240: { title: "The Godfather: Part II", year: "1974" }, // 200 minutes, Drama and Crime, en, US; Coppola; Pacino, De Niro, Duvall
  194: { title: "Amélie", year: "2001" }, // 122 minutes, Comedy and Romance, fr, FR; Jeunet; Tautou, Kassovitz
} as const;

describe.each(DATABASE_KINDS)("a person's statistics (/api/me/stats), on %s", (kind) => {
  let app: AppOnDatabase;
  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  const person = () => personOn(app, "Counter");
  const see = async (me: Person, id: keyof typeof FILMS, day: string) =>
    expect((await me("POST", "/lists/seen", { movie_id: id, ...FILMS[id], poster_path: null, seen_on: day })).status).toBe(201);

  it("counts a year's viewings by the catalog's facts, as worked out by hand", async () => {
    const me = await person();
    await see(me, 240, "2023-05-05");
    await see(me, 238, "2024-01-01");
    await see(me, 194, "2024-01-02");
    await see(me, 238, "2024-06-01");
    await me("PUT", "/lists/ratings/238", { ...FILMS[238], poster_path: null, rating: 5 });
    await me("PUT", "/lists/ratings/194", { ...FILMS[194], poster_path: null, rating: 4 });

    const year = (await (await me("GET", "/stats?year=2024")).json()) as FilmStats;
    expect(year.totals).toEqual({ viewings: 3, minutes: 175 + 122 + 175, films: 2, rewatches: 1, days: 3, longest_run: { days: 2, from: "2024-01-01", to: "2024-01-02" } });
    expect(year.by_year).toEqual([{ year: 2023, viewings: 1, minutes: 200 }, { year: 2024, viewings: 3, minutes: 472 }]);
    expect(year.by_month?.months.filter((month) => month.viewings > 0)).toEqual([{ month: 1, viewings: 2, minutes: 297 }, { month: 6, viewings: 1, minutes: 175 }]);
    expect(year.genres.map(({ name, viewings }) => [name, viewings])).toEqual([["Crime", 2], ["Drama", 2], ["Comedy", 1], ["Romance", 1]]);
    expect(year.decades).toEqual([{ key: 1970, name: "1970s", viewings: 2 }, { key: 2000, name: "2000s", viewings: 1 }]);
    expect(year.languages).toEqual([{ key: "en", name: "English", viewings: 2 }, { key: "fr", name: "French", viewings: 1 }]);
    expect(year.countries).toEqual([{ key: "US", name: "United States", viewings: 2 }, { key: "FR", name: "France", viewings: 1 }]);
    expect(year.ratings.filter((step) => step.films > 0)).toEqual([{ stars: 4, films: 1 }, { stars: 5, films: 1 }]);
    expect(year.directors.map(({ id, name, viewings }) => [id, name, viewings])).toEqual([[1776, "Francis Ford Coppola", 2], [2419, "Jean-Pierre Jeunet", 1]]);
    expect(year.actors.slice(0, 3).map(({ name, viewings }) => [name, viewings])).toEqual([["Al Pacino", 2], ["James Caan", 2], ["Marlon Brando", 2]]);
    expect(year.without_facts).toBe(0);

    const all = (await (await me("GET", "/stats")).json()) as FilmStats;
    expect(all).toMatchObject({ year: null, years: [{ year: 2024, viewings: 3 }, { year: 2023, viewings: 1 }], totals: { viewings: 4, minutes: 672, films: 3, rewatches: 1, days: 4 } });
    expect(all.actors[0]).toMatchObject({ id: 1158, name: "Al Pacino", viewings: 3 });
  });

  it("counts a film the catalog does not know in the totals only, and refuses a year it cannot read", async () => {
    const me = await person();
    expect((await me("POST", "/lists/seen", { movie_id: 999_999, title: "A Lost Film", year: "1990", poster_path: null, seen_on: "2024-02-02" })).status).toBe(201);
    const stats = (await (await me("GET", "/stats")).json()) as FilmStats;
    expect(stats).toMatchObject({ totals: { viewings: 1, minutes: 0, films: 1 }, genres: [], without_facts: 1 });
    const refused = await me("GET", "/stats?year=last");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: "INVALID_INPUT", message: "The year must be written with four digits, like 2024." });
    expect((await fetch(`${app.url}/api/me/stats`)).status).toBe(401);
  });
});
