import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_NAMED_LIST_FILMS, MAX_NAMED_LISTS, type NamedList, type NamedListEntry, type NamedListPage, type NamedListsAnswer, type SharedListPage } from "../../../common/named-lists";
import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { startAppOnDatabase, type AppOnDatabase } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

describe.each(DATABASE_KINDS)("a person's own lists (/api/me/named-lists), on %s", (kind) => {
  let app: AppOnDatabase;

  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  /** A new account, its user id, and a way to call /api/me/named-lists (or, with `me`, any of /api/me) as it. */
  async function person(name = "Lister") {
    const cookie = await signUpAt(app.url, name);
    const me = (method: string, path: string, body?: unknown) =>
      fetch(`${app.url}/api/me${path}`, {
        method,
        headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const call = (method: string, path: string, body?: unknown) => me(method, `/named-lists${path}`, body);
    const session = (await (await fetch(`${app.url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()) as { user: { id: string } };
    return Object.assign(call, { me, userId: session.user.id });
  }
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const film = (id: number, title = `Film ${id}`) => ({ id, body: { title, year: "1999", poster_path: null } });
  const newList = async (me: Awaited<ReturnType<typeof person>>, fields: Record<string, unknown>) => {
    const res = await me("POST", "", fields);
    expect(res.status).toBe(201);
    return json<NamedList>(res);
  };
  const order = async (me: Awaited<ReturnType<typeof person>>, id: string) => (await json<NamedListPage>(me("GET", `/${id}`))).results.map((entry) => entry.movie_id);

  it("makes, names, describes and deletes a list, trimming what it is given", async () => {
    const me = await person();
    const list = await newList(me, { name: "  Best of 2024 ", description: "The year's best.\nIn order.", ranked: true });
    expect(list).toMatchObject({ name: "Best of 2024", description: "The year's best.\nIn order.", ranked: true, film_count: 0, share_token: null });
    expect(list.id).toMatch(/^[0-9a-f-]{36}$/);
    const renamed = await json<NamedList>(me("PATCH", `/${list.id}`, { name: "Best of 2024, ranked", ranked: false }));
    expect(renamed).toMatchObject({ name: "Best of 2024, ranked", description: "The year's best.\nIn order.", ranked: false });
    expect((await json<NamedListsAnswer>(me("GET", ""))).lists.map((l) => l.name)).toEqual(["Best of 2024, ranked"]);
    expect((await me("DELETE", `/${list.id}`)).status).toBe(204);
    expect((await json<NamedListsAnswer>(me("GET", ""))).lists).toEqual([]);
    expect((await me("GET", `/${list.id}`)).status).toBe(404);
  });

  it.each([
    [{ name: "   " }, "name: A list needs a name."],
    [{ name: "x".repeat(101) }, "name: A list's name can be at most 100 characters long."],
    [{ name: "Fine", description: "y".repeat(1001) }, "description: A description can be at most 1,000 characters long."],
    [{ name: "Fine", ranked: "yes" }, "ranked: ranked is true or false."],
    [{ name: "Fine", owner: "someone" }, 'owner: Invalid key: Expected never but received "owner"'],
  ])("refuses %j with a clear message, and keeps nothing", async (body, message) => {
    const me = await person();
    const res = await me("POST", "", body);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toBe(message);
    expect((await json<NamedListsAnswer>(me("GET", ""))).lists).toEqual([]);
  });

  it("keeps a ranked list in the person's order: films go in at the end, move up, down and to a place, and leave without a gap", async () => {
    const me = await person();
    const list = await newList(me, { name: "Heists", ranked: true });
    for (const { id, body } of [film(1), film(2), film(3), film(4)]) expect((await me("PUT", `/${list.id}/films/${id}`, body)).status).toBe(200);
    expect(await order(me, list.id)).toEqual([1, 2, 3, 4]);
    expect(await json(me("PUT", `/${list.id}/films/4/position`, { position: 1 }))).toEqual({ movie_id: 4, position: 1 });
    expect(await order(me, list.id)).toEqual([4, 1, 2, 3]);
    await me("PUT", `/${list.id}/films/4/position`, { position: 3 });
    expect(await order(me, list.id)).toEqual([1, 2, 4, 3]);
    // Past the end is last.
    expect(await json(me("PUT", `/${list.id}/films/1/position`, { position: 99 }))).toEqual({ movie_id: 1, position: 4 });
    expect(await order(me, list.id)).toEqual([2, 4, 3, 1]);
    const removed = await json<{ removed: { position: number; note: string } }>(me("DELETE", `/${list.id}/films/4`));
    expect(removed.removed).toMatchObject({ position: 2, note: "" });
    const page = await json<NamedListPage>(me("GET", `/${list.id}`));
    expect(page.results.map((entry) => [entry.movie_id, entry.position])).toEqual([[2, 1], [3, 2], [1, 3]]);
    expect(page).toMatchObject({ sort: "rank", total_results: 3, total_pages: 1, list: { film_count: 3 } });
  });

  it("keeps a note with a film in a list, as plain text with its line breaks, and an undo puts a film back where it was with its note", async () => {
    const me = await person();
    const list = await newList(me, { name: "To show Sam", ranked: true });
    for (const { id, body } of [film(10), film(11), film(12)]) await me("PUT", `/${list.id}/films/${id}`, body);
    const noted = await json<NamedListEntry>(me("PUT", `/${list.id}/films/11`, { ...film(11).body, note: "  <b>Watch</b> the vault scene.\nTwice. " }));
    expect(noted).toMatchObject({ movie_id: 11, position: 2, note: "<b>Watch</b> the vault scene.\nTwice." });
    const { removed } = await json<{ removed: { position: number; note: string; added_at: string } }>(me("DELETE", `/${list.id}/films/11`));
    await me("PUT", `/${list.id}/films/11`, { ...film(11).body, note: removed.note, position: removed.position, added_at: removed.added_at });
    const page = await json<NamedListPage>(me("GET", `/${list.id}`));
    expect(page.results.map((entry) => entry.movie_id)).toEqual([10, 11, 12]);
    expect(page.results[1]).toMatchObject({ note: "<b>Watch</b> the vault scene.\nTwice.", added_at: removed.added_at });
    const tooLong = await me("PUT", `/${list.id}/films/10`, { ...film(10).body, note: "n".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((await json<{ message: string }>(tooLong)).message).toBe("note: A note can be at most 500 characters long.");
  });

  it("sorts an unranked list newest first, or by title, year or the person's rating, and says which lists hold a film", async () => {
    const me = await person();
    const list = await newList(me, { name: "Seen with friends" });
    const other = await newList(me, { name: "Other" });
    await me("PUT", `/${list.id}/films/20`, { title: "Zodiac", year: "2007", poster_path: null });
    await me("PUT", `/${list.id}/films/21`, { title: "alien", year: "1979", poster_path: null });
    await me("PUT", `/${list.id}/films/22`, { title: "Heat", year: "1995", poster_path: null });
    await me.me("PUT", "/lists/ratings/21", { title: "alien", year: "1979", poster_path: null, rating: 4.5 });
    await me.me("PUT", "/lists/ratings/20", { title: "Zodiac", year: "2007", poster_path: null, rating: 3 });
    const page = await json<NamedListPage>(me("GET", `/${list.id}`));
    expect(page.sort).toBe("added");
    expect(page.results.map((entry) => entry.movie_id)).toEqual([22, 21, 20]);
    expect((await json<NamedListPage>(me("GET", `/${list.id}?sort=title&order=asc`))).results.map((entry) => entry.title)).toEqual(["alien", "Heat", "Zodiac"]);
    expect((await json<NamedListPage>(me("GET", `/${list.id}?sort=year`))).results.map((entry) => entry.year)).toEqual(["2007", "1995", "1979"]);
    const byRating = await json<NamedListPage>(me("GET", `/${list.id}?sort=rating`));
    expect(byRating.results.map((entry) => [entry.movie_id, entry.rating])).toEqual([[21, 4.5], [20, 3], [22, null]]);
    expect((await me("GET", `/${list.id}?sort=length`)).status).toBe(400);
    const holding = await json<NamedListsAnswer>(me("GET", "?movie_id=22"));
    expect(holding.lists.map((l) => [l.name, l.has_film])).toEqual([["Seen with friends", true], ["Other", false]]);
    expect(other.film_count).toBe(0);
  });

  it("answers a film that is not in the list 404 and leaves the list as it was, not even marked as changed", async () => {
    const me = await person();
    const list = await newList(me, { name: "Untouched", ranked: true });
    await me("PUT", `/${list.id}/films/1`, film(1).body);
    const before = (await json<NamedListPage>(me("GET", `/${list.id}`))).list.updated_at;
    expect((await me("DELETE", `/${list.id}/films/2`)).status).toBe(404);
    expect((await me("PUT", `/${list.id}/films/2/position`, { position: 1 })).status).toBe(404);
    expect((await json<NamedListPage>(me("GET", `/${list.id}`))).list.updated_at).toBe(before);
  });

  it("answers another person's list as no list at all, and changes nothing of it", async () => {
    const owner = await person("Owner");
    const stranger = await person("Stranger");
    const list = await newList(owner, { name: "Mine", ranked: true });
    await owner("PUT", `/${list.id}/films/1`, film(1).body);
    for (const [method, path, body] of [
      ["GET", `/${list.id}`, undefined],
      ["PATCH", `/${list.id}`, { name: "Taken" }],
      ["DELETE", `/${list.id}`, undefined],
      ["PUT", `/${list.id}/films/2`, film(2).body],
      ["DELETE", `/${list.id}/films/1`, undefined],
      ["PUT", `/${list.id}/films/1/position`, { position: 1 }],
      ["PUT", `/${list.id}/share`, { owner_name: "Stranger" }],
    ] as const) {
      expect((await stranger(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(await json<NamedListPage>(owner("GET", `/${list.id}`))).toMatchObject({ list: { name: "Mine", share_token: null }, total_results: 1 });
    expect((await stranger("GET", "/not-a-list-id")).status).toBe(404);
  });

  it(`refuses a list past ${MAX_NAMED_LISTS} and a film past ${MAX_NAMED_LIST_FILMS} in a list, with a clear message`, async () => {
    const me = await person();
    // Filled to one short of each limit in a few statements (the limits' refusals are the routes'; a
    // row at a time took 20 s on PostgreSQL), then the last one of each added through the routes.
    const tables = app.services.database.tables;
    const now = new Date().toISOString();
    const lists = Array.from({ length: MAX_NAMED_LISTS - 1 }, (_, i) => ({ id: `bulk-${i}`, user_id: me.userId, name: `List ${i + 1}`, description: "", ranked: 0, share_token: null, owner_name: "", created_at: now, updated_at: now }));
    await tables.insertInto("named_list").values(lists).execute();
    const last = await newList(me, { name: "The last one", ranked: true });
    const over = await me("POST", "", { name: "One too many" });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ code: "LIMIT_REACHED", message: "You can keep at most 1,000 lists of your own." });
    const entries = Array.from({ length: MAX_NAMED_LIST_FILMS - 1 }, (_, i) => ({ list_id: last.id, movie_id: i + 1, title: "F", year: "", poster_path: null, note: "", position: i + 1, added_at: now }));
    for (let start = 0; start < entries.length; start += 1000) await tables.insertInto("named_list_entry").values(entries.slice(start, start + 1000)).execute();
    expect((await me("PUT", `/${last.id}/films/${MAX_NAMED_LIST_FILMS}`, film(MAX_NAMED_LIST_FILMS).body)).status).toBe(200);
    const full = await me("PUT", `/${last.id}/films/999999`, film(999999).body);
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ code: "LIMIT_REACHED", message: "A list can hold at most 5,000 films." });
    const page = await json<NamedListPage>(me("GET", `/${last.id}?page=100&sort=rank`));
    expect(page).toMatchObject({ total_results: MAX_NAMED_LIST_FILMS, total_pages: 100 });
    expect(page.results.at(-1)!.position).toBe(MAX_NAMED_LIST_FILMS);
  }, 120_000);

  it(`keeps to ${MAX_NAMED_LISTS} lists when many are made at once: with two places left, ten at once make two`, async () => {
    const me = await person();
    const now = new Date().toISOString();
    const lists = Array.from({ length: MAX_NAMED_LISTS - 2 }, (_, i) => ({ id: `crowd-${i}`, user_id: me.userId, name: `List ${i + 1}`, description: "", ranked: 0, share_token: null, owner_name: "", created_at: now, updated_at: now }));
    await app.services.database.tables.insertInto("named_list").values(lists).execute();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => me("POST", "", { name: `At once ${i}` })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, ...Array<number>(8).fill(409)]);
    expect((await json<NamedListsAnswer>(me("GET", ""))).lists).toHaveLength(MAX_NAMED_LISTS);
  }, 60_000);

  it("ends two tabs' moves of one list, made at once, in one order with every place taken once", async () => {
    const me = await person();
    const list = await newList(me, { name: "Contested", ranked: true });
    for (let id = 1; id <= 12; id++) await me("PUT", `/${list.id}/films/${id}`, film(id).body);
    const moves = Array.from({ length: 24 }, (_, i) => me("PUT", `/${list.id}/films/${(i % 12) + 1}/position`, { position: ((i * 7) % 12) + 1 }));
    for (const res of await Promise.all(moves)) expect(res.status).toBe(200);
    const page = await json<NamedListPage>(me("GET", `/${list.id}`));
    expect(page.results.map((entry) => entry.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(page.results.map((entry) => entry.movie_id)).size).toBe(12);
  });

  it("shares a list by an unguessable link anyone can open signed out, showing its films, notes and the owner's chosen name and nothing else; stopping answers 404 at once", async () => {
    const me = await person("Ada");
    const list = await newList(me, { name: "Heist films to show Sam", description: "Start with Heat.", ranked: true });
    await me("PUT", `/${list.id}/films/22`, { title: "Heat", year: "1995", poster_path: "/heat.jpg", note: "The diner scene." });
    const shared = await json<NamedList>(me("PUT", `/${list.id}/share`, { owner_name: "Ada" }));
    expect(shared.share_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // Sharing again keeps the same link.
    expect((await json<NamedList>(me("PUT", `/${list.id}/share`, { owner_name: "Ada" }))).share_token).toBe(shared.share_token);
    const open = await fetch(`${app.url}/api/shared-lists/${shared.share_token}`);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-store");
    const body = await json<SharedListPage>(open);
    expect(body).toEqual({
      name: "Heist films to show Sam",
      description: "Start with Heat.",
      ranked: true,
      owner_name: "Ada",
      updated_at: expect.any(String) as string,
      page: 1,
      results: [{ movie_id: 22, title: "Heat", year: "1995", poster_path: "/heat.jpg", note: "The diner scene.", position: 1 }],
      total_pages: 1,
      total_results: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/@|user_id|example/);

    // Its page, written by the server: a title and a preview's tags, the note shown as text.
    await me("PUT", `/${list.id}/films/949`, { title: "Heat", year: "1995", poster_path: null, note: "<script>alert(1)</script>\nSecond line" });
    const page = await fetch(`${app.url}/shared/${shared.share_token}`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("<title>Heist films to show Sam, a list by Ada · MovieApp</title>");
    expect(html).toContain('<meta property="og:title" content="Heist films to show Sam, a list by Ada">');
    expect(html).toContain('<meta property="og:description" content="Start with Heat.">');
    expect(html).toContain(`<meta property="og:url" content="${TEST_ORIGIN}/shared/${shared.share_token}">`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/w342\/heat\.jpg">/);
    expect(html).toContain('<p class="note">&lt;script&gt;alert(1)&lt;/script&gt;\nSecond line</p>');
    expect(html).not.toContain("<script>");
    expect(html.indexOf("Heat")).toBeLessThan(html.indexOf("(1995)"));

    await me("DELETE", `/${list.id}/share`);
    const pageGone = await fetch(`${app.url}/shared/${shared.share_token}`, { headers: { Accept: "text/html" } });
    expect(pageGone.status).toBe(404);
    expect(await pageGone.text()).toContain("<h1>List not found</h1>");
    const gone = await fetch(`${app.url}/api/shared-lists/${shared.share_token}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: "NOT_FOUND", message: "There is no shared list at this address: its owner may have stopped sharing it." });
    const again = await json<NamedList>(me("PUT", `/${list.id}/share`, { owner_name: "Ada" }));
    expect(again.share_token).not.toBe(shared.share_token);
    expect((await fetch(`${app.url}/api/shared-lists/${"A".repeat(24)}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/shared-lists/short`)).status).toBe(404);
  });

  it("are gone with the account", async () => {
    const me = await person();
    const list = await newList(me, { name: "Going" });
    await me("PUT", `/${list.id}/films/1`, film(1).body);
    const shared = await json<NamedList>(me("PUT", `/${list.id}/share`, { owner_name: "Goer" }));
    await app.services.lists.forgetPerson(me.userId);
    expect(await app.services.lists.named.lists(me.userId)).toEqual([]);
    expect((await fetch(`${app.url}/api/shared-lists/${shared.share_token}`)).status).toBe(404);
  });
});
