import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FILM_STATES, type FilmState, type FilmStates, type ListPage, type ListsSummary, type RemovalAnswer, type ViewingRemoval } from "../../../common/lists";
import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { createApp } from "../app";
import { CatalogStore } from "../catalog/store/catalog-store";
import { buildFixtureCatalog } from "../test-support/fixture-catalog";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { DATABASE_KINDS, freshPlace, openTestServices, type TestDatabasePlace, type TestServices } from "../test-support/test-database";

describe.each(DATABASE_KINDS)("/api/me, on %s", (kind) => {
  let place: TestDatabasePlace;
  let catalog: CatalogStore;
  let services: TestServices;
  let running: RunningServer;

  /** The whole app (catalog, sign-in, lists) on a database that outlives a restart. */
  async function start() {
    const config = testConfig({ dataDir: place.dataDir });
    services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN] });
    running = await listen(createApp(config, { accepting: true }, { catalog: () => catalog, auth: services.service, lists: services.lists }));
  }

  async function stop() {
    await running.close();
    await services.close();
  }

  beforeAll(async () => {
    place = await freshPlace(kind);
    catalog = new CatalogStore(await buildFixtureCatalog());
    await start();
  });
  afterAll(stop);

  /** A new account, and a way to call /api/me as it. */
  async function person() {
    const cookie = await signUpAt(running.url, "Lister");
    return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${running.url}/api/me${path}`, {
        method,
        headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      });
  }

  const godfather = { title: "The Godfather", year: "1972", poster_path: "/movie-238-poster.svg" };
  const json = async <T>(res: Response) => (await res.json()) as T;

  it("answers 401 without a session, in the one error shape", async () => {
    const res = await fetch(`${running.url}/api/me/summary`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: "UNAUTHORIZED", message: "Sign in to keep lists." });
  });

  it("adds a film to the watchlist and favourites, lists it with its snapshot, and removes it", async () => {
    const me = await person();
    const added = await me("PUT", "/lists/watchlist/238", godfather);
    expect(added.status).toBe(200);
    expect(await json<FilmState>(added)).toEqual({ movie_id: 238, watchlist: true, favorites: false, rating: null, seen: [] });
    await me("PUT", "/lists/favorites/238", godfather);
    await me("PUT", "/lists/watchlist/238", godfather); // twice is still once
    expect(await json<ListsSummary>(await me("GET", "/summary"))).toEqual({ watchlist: 1, favorites: 1, seen: 0, ratings: 0 });
    const page = await json<ListPage>(await me("GET", "/lists/watchlist"));
    expect(page).toMatchObject({ list: "watchlist", page: 1, total_pages: 1, total_results: 1 });
    expect(page.results[0]).toMatchObject({ movie_id: 238, ...godfather, rating: null });
    const addedAt = page.results[0]!.added_at;
    expect(await json<RemovalAnswer>(await me("DELETE", "/lists/watchlist/238"))).toMatchObject({ watchlist: false, favorites: true, removed: { added_at: addedAt } });
    expect((await json<ListPage>(await me("GET", "/lists/watchlist"))).total_results).toBe(0);
    // Removing what is not there says nothing went.
    expect(await json<RemovalAnswer>(await me("DELETE", "/lists/watchlist/238"))).toMatchObject({ watchlist: false, removed: null });
  });

  it("puts a removed film back in its old place when given its time back (an undo)", async () => {
    const me = await person();
    const films = [238, 240, 278];
    for (const id of films) await me("PUT", `/lists/favorites/${id}`, { ...godfather, title: `Film ${id}` });
    const titles = async () => (await json<ListPage>(await me("GET", "/lists/favorites"))).results.map((entry) => entry.title);
    const before = await titles();
    expect(before).toHaveLength(3);
    const { removed } = await json<RemovalAnswer>(await me("DELETE", "/lists/favorites/240"));
    expect(await titles()).toEqual(before.filter((title) => title !== "Film 240"));
    const back = await me("PUT", "/lists/favorites/240", { ...godfather, title: "Film 240", added_at: removed!.added_at });
    expect(await json<FilmState>(back)).toMatchObject({ favorites: true });
    expect(await titles()).toEqual(before);
  });

  it("refuses a time to put a film back at that is not the server's own form, or is in the future, and keeps nothing", async () => {
    const me = await person();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    for (const added_at of ["2021-02-30T10:00:00.000Z", "2021-03-01T10:00:00+01:00", "yesterday", later, 17]) {
      const res = await me("PUT", "/lists/watchlist/238", { ...godfather, added_at });
      expect(res.status, String(added_at)).toBe(400);
      expect((await json<{ message: string }>(res)).message, String(added_at)).toMatch(/added/);
      const rated = await me("PUT", "/lists/ratings/238", { ...godfather, rating: 3, added_at });
      expect(rated.status, String(added_at)).toBe(400);
    }
    expect(await json<ListsSummary>(await me("GET", "/summary"))).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
  });

  it("rates in half stars, shown on TMDB's 1–10 scale too, and refuses other ratings with a reason", async () => {
    const me = await person();
    expect(await json<FilmState>(await me("PUT", "/lists/ratings/238", { ...godfather, rating: 4.5 }))).toMatchObject({ rating: 4.5 });
    expect((await json<ListPage>(await me("GET", "/lists/ratings"))).results[0]).toMatchObject({ rating: 4.5, rating_10: 9 });
    for (const rating of [0, 5.5, 3.3, "4", null]) {
      const res = await me("PUT", "/lists/ratings/238", { ...godfather, rating });
      expect(res.status, String(rating)).toBe(400);
      expect((await json<{ code: string; message: string }>(res)).message, String(rating)).toMatch(/rating/i);
    }
    const ratedAt = (await json<ListPage>(await me("GET", "/lists/ratings"))).results[0]!.added_at;
    expect(await json<RemovalAnswer>(await me("DELETE", "/lists/ratings/238"))).toMatchObject({ rating: null, removed: { rating: 4.5, added_at: ratedAt } });
    // Put back as it was: the same stars, rated at the same time.
    await me("PUT", "/lists/ratings/238", { ...godfather, rating: 4.5, added_at: ratedAt });
    expect((await json<ListPage>(await me("GET", "/lists/ratings"))).results[0]).toMatchObject({ rating: 4.5, added_at: ratedAt });
  });

  it("keeps each viewing with its date, newest first, and removes one by its id", async () => {
    const me = await person();
    const first = await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "2001-05-01" });
    expect(first.status).toBe(201);
    const second = await json<{ entry_id: string; state: FilmState }>(await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "2020-12-24" }));
    expect(second.state.seen.map((s) => s.seen_on)).toEqual(["2020-12-24", "2001-05-01"]);
    const page = await json<ListPage>(await me("GET", "/lists/seen"));
    expect(page.results.map((e) => e.seen_on)).toEqual(["2020-12-24", "2001-05-01"]);
    const removal = await me("DELETE", `/lists/seen/${second.entry_id}`);
    expect(removal.status).toBe(200);
    const { removed, state } = await json<ViewingRemoval>(removal);
    expect(removed).toEqual({ seen_on: "2020-12-24", added_at: page.results[0]!.added_at, said_rewatch: false, review: null });
    expect(state.seen.map((s) => s.seen_on)).toEqual(["2001-05-01"]);
    expect((await me("DELETE", `/lists/seen/${second.entry_id}`)).status).toBe(404);
    // Put back (an undo): the same day, entered at the same time.
    await me("POST", "/lists/seen", { movie_id: 238, ...godfather, ...removed });
    expect((await json<ListPage>(await me("GET", "/lists/seen"))).results.map((e) => [e.seen_on, e.added_at])).toEqual(page.results.map((e) => [e.seen_on, e.added_at]));
    for (const seen_on of ["2021-02-30", "3000-01-01", "yesterday"]) {
      expect((await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on })).status, seen_on).toBe(400);
    }
  });

  it("sorted by title or year, lists one film's viewings latest first, whatever order they were added in", async () => {
    const me = await person();
    const inception = { title: "Inception", year: "2010", poster_path: null };
    for (const seen_on of ["2015-01-01", "2010-08-01", "2015-06-01", "2012-03-03"]) await me("POST", "/lists/seen", { movie_id: 27205, ...inception, seen_on });
    await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "2011-11-11" });
    for (const sort of ["title", "year"]) {
      const page = await json<ListPage>(await me("GET", `/lists/seen?sort=${sort}&order=asc`));
      const inceptions = page.results.filter((entry) => entry.movie_id === 27205).map((entry) => entry.seen_on);
      expect(inceptions, sort).toEqual(["2015-06-01", "2015-01-01", "2012-03-03", "2010-08-01"]);
    }
  });

  it("refuses a viewing from before the year ahead of the film's, saying so, and keeps nothing of it", async () => {
    const me = await person();
    const refused = await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "1900-06-01" });
    expect(refused.status).toBe(400);
    expect(await json<{ message: string }>(refused)).toMatchObject({ code: "INVALID_INPUT", message: "seen_on: That date is before the film came out." });
    expect((await json<FilmState>(await me("GET", "/films/238"))).seen).toEqual([]);
    // A preview in the year before the film's own counts; a film with no date takes any day from 1870.
    expect((await me("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "1971-01-01" })).status).toBe(201);
    expect((await me("POST", "/lists/seen", { movie_id: 238, ...godfather, year: "", seen_on: "1870-01-01" })).status).toBe(201);
  });

  it("tells many films' places at once, in the order asked, and refuses a list it cannot read", async () => {
    const me = await person();
    await me("PUT", "/lists/watchlist/238", godfather);
    await me("PUT", "/lists/favorites/240", { title: "The Godfather Part II", year: "1974" });
    await me("PUT", "/lists/ratings/240", { title: "The Godfather Part II", year: "1974", rating: 3.5 });
    await me("POST", "/lists/seen", { movie_id: 240, title: "The Godfather Part II", year: "1974", seen_on: "2010-03-04" });
    await me("POST", "/lists/seen", { movie_id: 240, title: "The Godfather Part II", year: "1974", seen_on: "2019-07-08" });
    const res = await me("GET", "/films?ids=240,9999,238,240");
    expect(res.status).toBe(200);
    const { films } = await json<FilmStates>(res);
    expect(films.map((film) => film.movie_id)).toEqual([240, 9999, 238]);
    expect(films[0]).toMatchObject({ watchlist: false, favorites: true, rating: 3.5 });
    expect(films[0]!.seen.map((viewing) => viewing.seen_on)).toEqual(["2019-07-08", "2010-03-04"]);
    expect(films[1]).toEqual({ movie_id: 9999, watchlist: false, favorites: false, rating: null, seen: [] });
    expect(films[2]).toEqual({ movie_id: 238, watchlist: true, favorites: false, rating: null, seen: [] });
    // Another person asking about the same films sees only their own (empty) lists.
    const other = await person();
    expect((await json<FilmStates>(await other("GET", "/films?ids=238,240"))).films.every((film) => !film.watchlist && !film.favorites && film.rating === null && film.seen.length === 0)).toBe(true);

    const tooMany = Array.from({ length: MAX_FILM_STATES + 1 }, (_, i) => i + 1).join(",");
    for (const ids of ["", "abc", "1,,2", "0", "-4", tooMany]) {
      const refused = await me("GET", `/films?ids=${ids}`);
      expect(refused.status, ids).toBe(400);
      expect((await json<{ code: string }>(refused)).code).toBe("INVALID_INPUT");
    }
    expect((await me("GET", "/films")).status).toBe(400);
    expect((await fetch(`${running.url}/api/me/films?ids=238`)).status).toBe(401);
  });

  it("sorts by title, year or rating (unrated last) and pages by 20", async () => {
    const me = await person();
    for (let i = 1; i <= 25; i++) await me("PUT", `/lists/watchlist/${i}`, { title: `Film ${String(i).padStart(2, "0")}`, year: String(1950 + i), poster_path: null });
    await me("PUT", "/lists/ratings/3", { title: "Film 03", year: "1953", rating: 5 });
    await me("PUT", "/lists/ratings/7", { title: "Film 07", year: "1957", rating: 2 });
    const byTitle = await json<ListPage>(await me("GET", "/lists/watchlist?sort=title&order=asc"));
    expect(byTitle).toMatchObject({ total_pages: 2, total_results: 25 });
    expect(byTitle.results.slice(0, 2).map((e) => e.title)).toEqual(["Film 01", "Film 02"]);
    const second = await json<ListPage>(await me("GET", "/lists/watchlist?sort=title&order=asc&page=2"));
    expect(second.results.map((e) => e.title)).toEqual(["Film 21", "Film 22", "Film 23", "Film 24", "Film 25"]);
    const byYear = await json<ListPage>(await me("GET", "/lists/watchlist?sort=year&order=desc"));
    expect(byYear.results[0]!.year).toBe("1975");
    const byRating = await json<ListPage>(await me("GET", "/lists/watchlist?sort=rating&order=desc"));
    expect(byRating.results.slice(0, 3).map((e) => [e.movie_id, e.rating])).toEqual([[3, 5], [7, 2], [expect.any(Number) as number, null]]);
    expect((await me("GET", "/lists/watchlist?sort=colour")).status).toBe(400);
    expect((await me("GET", "/lists/watchlist?page=0")).status).toBe(400);
    expect((await me("GET", "/lists/wishlist")).status).toBe(404);
  });

  it("shows and changes only the signed-in person's own lists", async () => {
    const alice = await person();
    const bob = await person();
    const viewing = await json<{ entry_id: string }>(await alice("POST", "/lists/seen", { movie_id: 238, ...godfather, seen_on: "2010-01-01" }));
    await alice("PUT", "/lists/watchlist/238", godfather);
    expect(await json<ListsSummary>(await bob("GET", "/summary"))).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
    expect((await bob("DELETE", `/lists/seen/${viewing.entry_id}`)).status).toBe(404);
    expect((await json<ListsSummary>(await alice("GET", "/summary"))).seen).toBe(1);
  });

  it("refuses writes from another site, oversized bodies and bad input, changing nothing", async () => {
    const me = await person();
    expect((await me("PUT", "/lists/watchlist/238", godfather, { Origin: "https://evil.example" })).status).toBe(403);
    const huge = await me("PUT", "/lists/watchlist/238", { ...godfather, title: "x".repeat(10_000) });
    expect(huge.status).toBe(413);
    expect((await me("PUT", "/lists/watchlist/238", "{not json")).status).toBe(400);
    expect((await me("PUT", "/lists/watchlist/238", { ...godfather, poster_path: "javascript:alert(1)" })).status).toBe(400);
    expect((await me("PUT", "/lists/watchlist/238", { ...godfather, extra: 1 })).status).toBe(400);
    expect((await me("PUT", "/lists/watchlist/0", godfather)).status).toBe(404);
    expect(await json<ListsSummary>(await me("GET", "/summary"))).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
  });

  it("keeps every list across a restart (migrations run again, changing nothing)", async () => {
    const me = await person();
    await me("PUT", "/lists/favorites/238", godfather);
    await stop();
    await start();
    // The session cookie still works: the same database, the same secret.
    expect(await json<ListsSummary>(await me("GET", "/summary"))).toMatchObject({ favorites: 1 });
  });
});
