import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PicksPage } from "../../../common/picks";
import { personOn, startAppOnDatabase, type AppOnDatabase, type Person } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

/** Films of the fixture catalog (server/src/catalog/test-fixtures): the Godfathers, the Aliens, the Terminators, Toy Story 1 and 2, Titanic, Amélie, The Matrix. */
const FILMS: Record<number, { title: string; year: string }> = {
  238: { title: "The Godfather", year: "1972" }, 240: { title: "The Godfather: Part II", year: "1974" }, 348: { title: "Alien", year: "1979" },
  218: { title: "The Terminator", year: "1984" }, 242: { title: "The Godfather: Part III", year: "1990" }, 862: { title: "Toy Story", year: "1995" }, 597: { title: "Titanic", year: "1997" },
};

describe.each(DATABASE_KINDS)("picks for a person (/api/me/picks), on %s", (kind) => {
  let app: AppOnDatabase;
  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  const person = () => personOn(app, "Picker");
  const picks = async (me: Person) => (await (await me("GET", "/picks")).json()) as PicksPage;
  const rate = (me: Person, id: number, rating: number) => me("PUT", `/lists/ratings/${id}`, { ...FILMS[id], poster_path: null, rating });

  it("picks nothing until five films are rated, favourited or seen, and says how many there are", async () => {
    const me = await person();
    await rate(me, 238, 5);
    await me("PUT", "/lists/favorites/348", { ...FILMS[348], poster_path: null });
    await me("POST", "/lists/seen", { movie_id: 862, ...FILMS[862], poster_path: null, seen_on: "2024-01-01" });
    // The watchlist is not what a person thinks of a film: it does not count.
    await me("PUT", "/lists/watchlist/597", { ...FILMS[597], poster_path: null });
    expect(await picks(me)).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0, history: 3 });
  });

  it("picks films the person has not seen nor listed, each with the film of theirs it comes from, and picks again when they rate", async () => {
    const me = await person();
    for (const id of [238, 240, 348, 218]) await rate(me, id, 5);
    await rate(me, 862, 1);
    await me("PUT", "/lists/watchlist/597", { ...FILMS[597], poster_path: null });
    const first = await picks(me);
    expect(first.history).toBe(5);
    const ids = first.results.map((film) => film.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const known of [238, 240, 348, 218, 862, 597]) expect(ids).not.toContain(known);
    // The third Godfather comes from the two rated; the second Alien from the first.
    expect(first.results.find((film) => film.id === 242)?.reason).toMatchObject({ kind: "rated", stars: 5 });
    expect(first.results.find((film) => film.id === 679)?.reason).toEqual({ kind: "rated", movie_id: 348, title: "Alien", stars: 5 });
    // Toy Story rated low: its sequel is not picked.
    expect(ids).not.toContain(863);

    expect((await rate(me, 242, 4)).status).toBe(200);
    expect((await picks(me)).results.map((film) => film.id)).not.toContain(242);
    expect((await me("GET", "/picks?page=x")).status).toBe(400);
  });
});
