import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportPreview as Preview } from "../../../common/lists";
import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { startAppOnDatabase, type AppOnDatabase } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

describe.each(DATABASE_KINDS)("the lists a person made, through the JSON download and the import, on %s", (kind) => {
  let app: AppOnDatabase;

  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  /** A new account, and a way to call /api/me as it. */
  async function person() {
    const cookie = await signUpAt(app.url, "Importer");
    return (method: string, path: string, body?: string, type = "application/json") =>
      fetch(`${app.url}/api/me${path}`, { method, headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": type }, body });
  }

  it("brings the lists a person made back from the JSON download, in order with their notes; again, nothing changes; into a list of the same name, only the films it lacks", async () => {
    const before = await person();
    const made = (await (await before("POST", "/named-lists", JSON.stringify({ name: "Heists", description: "Start with Heat.", ranked: true }))).json()) as { id: string };
    const put = (id: string, movieId: number, title: string, note?: string) => before("PUT", `/named-lists/${id}/films/${movieId}`, JSON.stringify({ title, year: "1995", poster_path: null, ...(note ? { note } : {}) }));
    await put(made.id, 949, "Heat", "The diner.\nThen the bank.");
    await put(made.id, 238, "The Godfather");
    await put(made.id, 240, "The Godfather Part II");
    await before("PUT", `/named-lists/${made.id}/films/240/position`, JSON.stringify({ position: 1 }));
    const exported = await (await before("GET", "/export?format=json")).text();

    const after = await person();
    // A list of the same name already there, holding one of the file's films with a note of its own.
    const own = (await (await after("POST", "/named-lists", JSON.stringify({ name: "Heists", ranked: true }))).json()) as { id: string };
    await after("PUT", `/named-lists/${own.id}/films/238`, JSON.stringify({ title: "The Godfather", year: "1972", poster_path: null, note: "Mine." }));
    await after("POST", "/named-lists", JSON.stringify({ name: "Placeholder" }));
    const preview = (await (await after("POST", "/import/preview", exported, "application/json")).json()) as Preview & { named_lists: Array<{ name: string; films: Array<{ movie_id: number; note: string }> }> };
    expect(preview.named_lists.map((list) => [list.name, list.films.map((film) => film.movie_id)])).toEqual([["Heists", [240, 949, 238]]]);
    const apply = JSON.stringify({ kind: preview.kind, items: [], named_lists: preview.named_lists });
    expect(await (await after("POST", "/import/apply", apply)).json()).toMatchObject({ applied: 0, named_lists: { lists_made: 0, films_added: 2 } });
    const page = (await (await after("GET", `/named-lists/${own.id}`)).json()) as { results: Array<{ movie_id: number; note: string; position: number }> };
    expect(page.results.map((film) => [film.position, film.movie_id, film.note])).toEqual([[1, 238, "Mine."], [2, 240, ""], [3, 949, "The diner.\nThen the bank."]]);
    expect(await (await after("POST", "/import/apply", apply)).json()).toMatchObject({ named_lists: { lists_made: 0, films_added: 0 } });

    // Into an account without such a list, the list is made as the file has it.
    const third = await person();
    expect(await (await third("POST", "/import/apply", apply)).json()).toMatchObject({ named_lists: { lists_made: 1, films_added: 3 } });
    const lists = (await (await third("GET", "/named-lists")).json()) as { lists: Array<{ id: string; name: string; description: string; ranked: boolean }> };
    expect(lists.lists).toMatchObject([{ name: "Heists", description: "Start with Heat.", ranked: true }]);
    const restored = (await (await third("GET", `/named-lists/${lists.lists[0]!.id}`)).json()) as { results: Array<{ movie_id: number }> };
    expect(restored.results.map((film) => film.movie_id)).toEqual([240, 949, 238]);
  });

  it("refuses a download whose lists you made are damaged, saying where, and keeps nothing", async () => {
    const me = await person();
    const file = JSON.stringify({ watchlist: [], named_lists: [{ name: "Fine", films: [] }, { name: "", films: [] }] });
    const answer = await me("POST", "/import/preview", file, "application/json");
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe("In the lists you made, list 2, name: A list needs a name.");
    const tooLong = JSON.stringify({ kind: "movieapp-json", items: [], named_lists: [{ name: "x".repeat(101), films: [] }] });
    expect((await me("POST", "/import/apply", tooLong)).status).toBe(400);
    expect(((await (await me("GET", "/named-lists")).json()) as { lists: unknown[] }).lists).toEqual([]);
  });

  it("keeps two lists of one name in a file apart, the second as “Name (2)”, and a second import of the file changes nothing", async () => {
    const me = await person();
    const film = (movie_id: number) => ({ movie_id, title: `Film ${movie_id}`, year: "1999", poster_path: null, note: "", added_at: null });
    const apply = JSON.stringify({ kind: "movieapp-json", items: [], named_lists: [{ name: "Favourites", description: "", ranked: false, films: [film(1)] }, { name: "Favourites", description: "", ranked: false, films: [film(2)] }] });
    expect(await (await me("POST", "/import/apply", apply)).json()).toMatchObject({ named_lists: { lists_made: 2, films_added: 2 } });
    expect(await (await me("POST", "/import/apply", apply)).json()).toMatchObject({ named_lists: { lists_made: 0, films_added: 0 } });
    const { lists } = (await (await me("GET", "/named-lists")).json()) as { lists: Array<{ name: string; film_count: number }> };
    expect(lists.map((list) => `${list.name}: ${list.film_count}`).sort()).toEqual(["Favourites (2): 1", "Favourites: 1"]);
  });
});
