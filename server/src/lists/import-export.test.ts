import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilmSnapshot, ImportPreview as Preview, ListsSummary } from "../../../common/lists";
import { createApp } from "../app";
import { signUpAt, TEST_ORIGIN } from "../auth/auth-test-server";
import { readSampleCatalog } from "../catalog/import/sample-catalog";
import { writeCatalog } from "../catalog/import/write-catalog";
import { CatalogStore } from "../catalog/store/catalog-store";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { DATABASE_KINDS, freshPlace, openTestServices, type TestServices } from "../test-support/test-database";

let catalog: CatalogStore;
beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-import-")), "catalog.db");
  await writeCatalog(readSampleCatalog(undefined, { vegaFile: null }), file, { source: "sample" });
  catalog = new CatalogStore(file);
}, 60_000);
afterAll(() => catalog.close());

describe.each(DATABASE_KINDS)("imports and exports, on %s", (kind) => {
  let services: TestServices;
  let running: RunningServer;

  beforeAll(async () => {
    const place = await freshPlace(kind);
    services = await openTestServices(place, { baseUrl: TEST_ORIGIN, trustedOrigins: [TEST_ORIGIN] });
    running = await listen(createApp(testConfig({ dataDir: place.dataDir }), { accepting: true }, { catalog: () => catalog, auth: services.service, lists: services.lists }));
  });
  afterAll(async () => {
    await running.close();
    await services.close();
  });

  async function person() {
    const cookie = await signUpAt(running.url, "Importer");
    return (method: string, path: string, body?: string, type = "application/json") =>
      fetch(`${running.url}/api/me${path}`, { method, headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": type }, body });
  }


  const FILMS = [
    ["The Godfather", "1972"], ["The Godfather Part II", "1974"], ["The Shawshank Redemption", "1994"], ["Spirited Away", "2001"],
    ["Amélie", "2001"], ["Star Wars", "1977"], ["The Empire Strikes Back", "1980"], ["Parasite", "2019"], ["Casablanca", "1942"],
    ["Seven Samurai", "1954"], ["The Dark Knight", "2008"], ["Pulp Fiction", "1994"], ["Forrest Gump", "1994"], ["The Matrix", "1999"],
    ["Inception", "2010"], ["Fight Club", "1999"], ["Titanic", "1997"], ["Jurassic Park", "1993"],
  ];
  const diary = (rows: string[][]) => ["Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date", ...rows.map((row) => row.join(","))].join("\n");

  describe("importing a Letterboxd diary", () => {
    it("matches 18 of 20 rows, offers the misspelled one to choose, reports the missing one; applying keeps the confirmed films", async () => {
      const me = await person();
      const rows = FILMS.map(([title, year], i) => ["2024-01-0" + ((i % 9) + 1), `"${title}"`, year!, "https://boxd.it/x", String(0.5 * (1 + (i % 10))), "", "", `2024-01-0${(i % 9) + 1}`]);
      rows.push(["2024-02-01", "Shawshenk Redemtion", "1994", "https://boxd.it/y", "4", "", "", "2024-02-01"]);
      rows.push(["2024-02-02", "A Film Nobody Made", "1999", "https://boxd.it/z", "", "", "", "2024-02-02"]);
      const preview = await me("POST", "/import/preview", diary(rows), "text/csv");
      expect(preview.status).toBe(200);
      const body = (await preview.json()) as Preview;
      expect(body).toMatchObject({ kind: "letterboxd-diary", target: "seen", counts: { matched: 18, choose: 1, not_found: 1 } });
      const choose = body.rows.find((row) => row.match.status === "choose")!;
      expect(choose).toMatchObject({ title: "Shawshenk Redemtion", line: 20 });
      expect(choose.match.status === "choose" && choose.match.candidates.map((c) => c.title)).toContain("The Shawshank Redemption");
      expect(body.rows.find((row) => row.match.status === "not_found")).toMatchObject({ title: "A Film Nobody Made", line: 21 });

      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on }] : []));
      const applied = await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }));
      expect(applied.status).toBe(200);
      expect(((await applied.json()) as { summary: ListsSummary }).summary).toMatchObject({ seen: 18, ratings: 18 });
      // The same file again adds no viewing twice.
      await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }));
      expect((await (await me("GET", "/summary")).json()) as ListsSummary).toMatchObject({ seen: 18, ratings: 18 });
    }, 30_000);

    it("offers to choose only films whose title has the row's words, one letter off in a long word at most; a row no such film answers is not found", async () => {
      const me = await person();
      // Heat is not in the sample catalog; its search, forgiving a letter, finds "Butt-Head" for "Heat" and "Top Hat" for it without a year.
      // "Godfater" is misspelt, and "Spiderman" written as one word.
      const file = ["Date,Name,Year,Letterboxd URI", "2024-01-01,Heat,1995,https://boxd.it/a", "2024-01-01,Heat,,https://boxd.it/a", "2024-01-01,Godfater,1972,https://boxd.it/b", "2024-01-01,Spiderman,2002,https://boxd.it/c"].join("\n");
      const body = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      expect(body.rows.map((row) => [row.title, row.match.status])).toEqual([
        ["Heat", "not_found"],
        ["Heat", "not_found"],
        ["Godfater", "choose"],
        ["Spiderman", "choose"],
      ]);
      const godfather = body.rows[2]!.match;
      expect(godfather.status === "choose" && godfather.candidates.map((film) => film.title)).toContain("The Godfather");
      const spiderMan = body.rows[3]!.match;
      expect(spiderMan.status === "choose" && spiderMan.candidates.map((film) => film.title)).toContain("Spider-Man");
    });

    it("keeps the day the file says each film was added, so the list sorted by when films were added is the person's history", async () => {
      const me = await person();
      // Letterboxd's watchlist: Date is when each film went on it (here out of order in the file).
      const file = ["Date,Name,Year,Letterboxd URI", "2021-06-01,The Matrix,1999,https://boxd.it/a", "2019-01-15,Casablanca,1942,https://boxd.it/b", "2020-03-03,Titanic,1997,https://boxd.it/c"].join("\n");
      const body = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: null, seen_on: null, list: null, added_at: row.added_at }] : []));
      expect((await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }))).status).toBe(200);
      const page = (await (await me("GET", "/lists/watchlist?sort=added&order=desc")).json()) as { results: Array<{ title: string; added_at: string }> };
      expect(page.results.map((entry) => [entry.title, entry.added_at.slice(0, 10)])).toEqual([
        ["The Matrix", "2021-06-01"],
        ["Titanic", "2020-03-03"],
        ["Casablanca", "2019-01-15"],
      ]);
    });

    it("reads IMDb's ratings export, matching by IMDb id whatever the title says, and halves its 1–10 ratings", async () => {
      const me = await person();
      // IMDb titled in another language: the id alone finds the film.
      const file = ["Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors", "tt0068646,9,2020-01-01,Il padrino,https://www.imdb.com/title/tt0068646/,movie,9.2,175,1972,\"Crime, Drama\",1,1972-03-14,Francis Ford Coppola"].join("\n");
      const body = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      expect(body).toMatchObject({ kind: "imdb-ratings", target: "ratings", counts: { matched: 1 } });
      expect(body.rows[0]).toMatchObject({ rating: 4.5, match: { status: "matched", film: { movie_id: 238, title: "The Godfather" } } });
    });

    it("leaves out what a row says that cannot be kept, saying so, and imports the rest", async () => {
      const me = await person();
      const rows = [
        ["2024-01-01", "The Godfather", "1972", "https://boxd.it/a", "5.5", "", "", "2023-02-30"],
        ["2024-01-02", "Casablanca", "1942", "https://boxd.it/b", "4", "", "", "1900-01-01"],
        ["2024-01-03", "Titanic", "1997", "https://boxd.it/c", "", "", "", "14/03/2017"],
        ["2024-01-04", "Inception", "2010", "https://boxd.it/d", "abc", "", "", "2030-01-01"],
        ["2024-01-05", "The Matrix", "1999", "https://boxd.it/e", "3", "", "", "2001-05-05"],
      ];
      const body = (await (await me("POST", "/import/preview", diary(rows), "text/csv")).json()) as Preview;
      expect(body.counts).toEqual({ matched: 5, choose: 0, not_found: 0 });
      expect(body.rows.map((row) => [row.title, row.rating, row.watched_on, row.problems])).toEqual([
        ["The Godfather", null, null, ["The rating “5.5” is not from 0.5 to 5 stars, so it is left out.", "The watched date “2023-02-30”: That date does not exist. It is left out."]],
        ["Casablanca", 4, null, ["The watched date “1900-01-01”: That date is before the film came out. It is left out."]],
        ["Titanic", null, null, ["The watched date “14/03/2017”: A date is written YYYY-MM-DD. It is left out."]],
        ["Inception", null, null, ["The rating “abc” is not from 0.5 to 5 stars, so it is left out.", "The watched date “2030-01-01”: A film cannot be seen in the future. It is left out."]],
        ["The Matrix", 3, "2001-05-05", []],
      ]);
      // Every matched row sent as the preview gave it: the ones left with nothing to keep are not counted.
      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on }] : []));
      const applied = await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }));
      expect(applied.status).toBe(200);
      expect((await applied.json()) as { applied: number; summary: ListsSummary }).toMatchObject({ applied: 2, summary: { seen: 1, ratings: 2 } });
    });

    it("counts a film a file names twice once, and says how many it found in the list already", async () => {
      const me = await person();
      await me("PUT", "/lists/watchlist/238", JSON.stringify({ title: "The Godfather", year: "1972", poster_path: null }));
      const file = ["Date,Name,Year,Letterboxd URI", "2024-01-01,The Godfather,1972,a", "2024-01-02,Casablanca,1942,b", "2024-01-03,Casablanca,1942,c", "2024-01-04,Titanic,1997,d"].join("\n");
      const body = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on }] : []));
      expect(items).toHaveLength(4);
      const applied = (await (await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }))).json()) as { applied: number; already: number; summary: ListsSummary };
      expect(applied).toMatchObject({ applied: 3, already: 1, summary: { watchlist: 3 } });
    });

    it("names in the preview the films the person rated, and keeps their ratings when asked to, or takes the file's", async () => {
      const me = await person();
      await me("PUT", "/lists/ratings/238", JSON.stringify({ title: "The Godfather", year: "1972", poster_path: null, rating: 4 }));
      await me("PUT", "/lists/ratings/289", JSON.stringify({ title: "Casablanca", year: "1942", poster_path: null, rating: 2 }));
      const file = ["Date,Name,Year,Letterboxd URI,Rating", "2024-01-01,The Godfather,1972,a,2.5", "2024-01-02,Casablanca,1942,b,5", "2024-01-03,Titanic,1997,c,3"].join("\n");
      const body = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      expect(body.rated_already.sort((a, b) => a.movie_id - b.movie_id)).toEqual([
        { movie_id: 238, rating: 4 },
        { movie_id: 289, rating: 2 },
      ]);
      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: null }] : []));
      const ratingOf = async (id: number) => ((await (await me("GET", `/films?ids=${id}`)).json()) as { films: Array<{ rating: number | null }> }).films[0]!.rating;

      const kept = (await (await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items, keep_my_ratings: true }))).json()) as { applied: number; already: number };
      expect(kept).toMatchObject({ applied: 3, already: 2 });
      expect([await ratingOf(238), await ratingOf(289), await ratingOf(597)]).toEqual([4, 2, 3]);

      await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }));
      expect([await ratingOf(238), await ratingOf(289), await ratingOf(597)]).toEqual([2.5, 5, 3]);
    });

    it("keeps the person's rating of a film a diary rates twice while adding its viewings, or takes its latest viewing's, and names a rated candidate of a row to choose", async () => {
      const me = await person();
      await me("PUT", "/lists/ratings/238", JSON.stringify({ title: "The Godfather", year: "1972", poster_path: null, rating: 4 }));
      await me("PUT", "/lists/ratings/278", JSON.stringify({ title: "The Shawshank Redemption", year: "1994", poster_path: null, rating: 5 }));
      await me("PUT", "/lists/ratings/289", JSON.stringify({ title: "Casablanca", year: "1942", poster_path: null, rating: 2 }));
      const rows = [
        // Newest first: the film's rating is its latest viewing's, 3, not its last line's.
        ["2024-01-02", "The Godfather", "1972", "https://boxd.it/b", "3", "Yes", "", "2024-01-02"],
        ["2024-01-01", "The Godfather", "1972", "https://boxd.it/a", "2", "", "", "2024-01-01"],
        ["2024-01-03", "Shawshenk Redemtion", "1994", "https://boxd.it/c", "1", "", "", "2024-01-03"],
        // A watched day without a rating rates nothing: the person's rating of its film is not in question.
        ["2024-01-04", "Casablanca", "1942", "https://boxd.it/d", "", "", "", "2024-01-04"],
      ];
      const body = (await (await me("POST", "/import/preview", diary(rows), "text/csv")).json()) as Preview;
      expect(body.counts).toEqual({ matched: 3, choose: 1, not_found: 0 });
      expect(body.rated_already.sort((a, b) => a.movie_id - b.movie_id)).toEqual([
        { movie_id: 238, rating: 4 },
        { movie_id: 278, rating: 5 },
      ]);
      const items = body.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on }] : []));
      const applied = (await (await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items, keep_my_ratings: true }))).json()) as { summary: ListsSummary };
      expect(applied.summary).toMatchObject({ seen: 3, ratings: 3 });
      const godfather = ((await (await me("GET", "/films?ids=238")).json()) as { films: Array<{ rating: number | null; seen: unknown[] }> }).films[0]!;
      expect(godfather).toMatchObject({ rating: 4, seen: [expect.anything(), expect.anything()] });
      await me("POST", "/import/apply", JSON.stringify({ kind: body.kind, items }));
      expect(((await (await me("GET", "/films?ids=238")).json()) as { films: Array<{ rating: number | null }> }).films[0]!.rating).toBe(3);
    });

    it("refuses a file it cannot read, saying why, and stores nothing", async () => {
      const me = await person();
      const res = await me("POST", "/import/preview", "Title;Score\nAlien;5", "text/csv");
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/not a Letterboxd export/);
      const bad = await me("POST", "/import/apply", JSON.stringify({ kind: "letterboxd-watchlist", items: [{ movie_id: 238, title: "", year: "1972", poster_path: null, rating: null, seen_on: null }] }));
      expect(bad.status).toBe(400);
      expect((await (await me("GET", "/summary")).json()) as ListsSummary).toEqual({ watchlist: 0, favorites: 0, seen: 0, ratings: 0 });
    });
  });

  describe("exporting", () => {
    it("gives everything back as JSON and as CSV, the same rows", async () => {
      const me = await person();
      const godfather: FilmSnapshot = { movie_id: 238, title: "The Godfather", year: "1972", poster_path: "/movie-238-poster.svg" };
      const snapshot = { title: godfather.title, year: godfather.year, poster_path: godfather.poster_path };
      await me("PUT", "/lists/watchlist/238", JSON.stringify(snapshot));
      await me("PUT", "/lists/ratings/238", JSON.stringify({ ...snapshot, rating: 5 }));
      await me("POST", "/lists/seen", JSON.stringify({ movie_id: 238, ...snapshot, seen_on: "2020-05-05" }));
      const json = (await (await me("GET", "/export?format=json")).json()) as Record<string, Array<{ movie_id: number; rating: number | null }>>;
      expect(json.watchlist).toMatchObject([{ movie_id: 238, rating: 5 }]);
      expect(json.ratings).toMatchObject([{ movie_id: 238, rating: 5 }]);
      expect(json.seen).toMatchObject([{ movie_id: 238, seen_on: "2020-05-05" }]);
      expect(json.named_lists).toEqual([]);
      const csvAnswer = await me("GET", "/export?format=csv");
      expect(csvAnswer.headers.get("content-type")).toMatch(/text\/csv/);
      expect(csvAnswer.headers.get("content-disposition")).toMatch(/attachment; filename="movieapp-lists-\d{4}-\d{2}-\d{2}\.csv"/);
      const rows = parse<Record<string, string>>(await csvAnswer.text(), { columns: true });
      expect(rows.map((row) => [row.list, row.movie_id, row.title, row.rating, row.seen_on])).toEqual([
        ["watchlist", "238", "The Godfather", "5", ""],
        ["ratings", "238", "The Godfather", "5", ""],
        ["seen", "238", "The Godfather", "5", "2020-05-05"],
      ]);
    });

    it("gives the lists the person named back in the JSON, each with its films in order and their notes, and no share link", async () => {
      const me = await person();
      const made = await me("POST", "/named-lists", JSON.stringify({ name: "Heists", description: "Start with Heat.", ranked: true }));
      const { id } = (await made.json()) as { id: string };
      await me("PUT", `/named-lists/${id}/films/949`, JSON.stringify({ title: "Heat", year: "1995", poster_path: null, note: "The diner." }));
      await me("PUT", `/named-lists/${id}/films/238`, JSON.stringify({ title: "The Godfather", year: "1972", poster_path: null }));
      await me("PUT", `/named-lists/${id}/share`, JSON.stringify({ owner_name: "Me" }));
      const json = (await (await me("GET", "/export?format=json")).json()) as { named_lists: unknown[] };
      expect(json.named_lists).toEqual([
        {
          name: "Heists",
          description: "Start with Heat.",
          ranked: true,
          created_at: expect.any(String) as string,
          updated_at: expect.any(String) as string,
          films: [
            { movie_id: 949, title: "Heat", year: "1995", poster_path: null, position: 1, note: "The diner.", added_at: expect.any(String) as string },
            { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, position: 2, note: "", added_at: expect.any(String) as string },
          ],
        },
      ]);
    });

    it.each([
      { format: "csv", kind: "movieapp-lists", type: "text/csv" },
      { format: "json", kind: "movieapp-json", type: "application/json" },
    ])("brings the lists back into another account from the $format download, as they were, added times and all", async ({ format, kind, type }) => {
      const before = await person();
      const film = (movie_id: number, title: string, year: string) => JSON.stringify({ title, year, poster_path: `/movie-${movie_id}-poster.svg` });
      await before("PUT", "/lists/watchlist/238", film(238, "The Godfather", "1972"));
      await before("PUT", "/lists/watchlist/155", film(155, "The Dark Knight", "2008"));
      await before("PUT", "/lists/favorites/27205", film(27205, "Inception", "2010"));
      await before("PUT", "/lists/ratings/27205", JSON.stringify({ ...JSON.parse(film(27205, "Inception", "2010")), rating: 4.5 }));
      await before("PUT", "/lists/ratings/238", JSON.stringify({ ...JSON.parse(film(238, "The Godfather", "1972")), rating: 3 }));
      // Two viewings on one day stay two.
      for (const seen_on of ["2011-01-01", "2019-09-09", "2019-09-09"]) await before("POST", "/lists/seen", JSON.stringify({ movie_id: 27205, ...JSON.parse(film(27205, "Inception", "2010")), seen_on }));
      // What the download holds, less the moment it was made and each viewing's id, new in the new account (the JSON's exported_at and entry_id).
      const exportOf = async (me: typeof before) => (await (await me("GET", `/export?format=${format}`)).text()).replace(/"exported_at":"[^"]*",|"entry_id":"[^"]*",/g, "");
      const exported = await exportOf(before);

      const after = await person();
      const preview = (await (await after("POST", "/import/preview", exported, type)).json()) as Preview;
      expect(preview).toMatchObject({ kind, target: "lists", counts: { matched: 8, choose: 0, not_found: 0 }, already: 0 });
      // Each row says where it is: a CSV's line (its first is the header), a JSON file's entry.
      expect(preview.rows.map((row) => row.line)).toEqual(format === "csv" ? [2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 8]);
      const items = preview.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on, list: row.list, added_at: row.added_at }] : []));
      const applied = (await (await after("POST", "/import/apply", JSON.stringify({ kind: preview.kind, items }))).json()) as { applied: number; summary: ListsSummary };
      expect(applied).toMatchObject({ applied: 8, already: 0, summary: { watchlist: 2, favorites: 1, ratings: 2, seen: 3 } });
      expect(await exportOf(after)).toBe(exported);
      // The same file again changes nothing, and says that every entry is there already: in the preview, then in the result.
      expect((await (await after("POST", "/import/preview", exported, type)).json()) as Preview).toMatchObject({ already: 8 });
      const again = (await (await after("POST", "/import/apply", JSON.stringify({ kind: preview.kind, items }))).json()) as { applied: number; already: number };
      expect(again).toMatchObject({ applied: 8, already: 8 });
      expect(await exportOf(after)).toBe(exported);
    });

    it("reads a JSON download of more than 2 MB (10,000 entries are about 2.3 MB)", async () => {
      const me = await person();
      const entry = { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, added_at: "2024-01-01T00:00:00.000Z", rating: null, rating_10: null };
      // JSON's white space makes the file 3 MB without 10,000 films to match.
      const file = `{"watchlist": [${JSON.stringify(entry)}]${" ".repeat(3 * 1024 * 1024)}}`;
      const answer = await me("POST", "/import/preview", file, "application/json");
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as Preview).counts).toEqual({ matched: 1, choose: 0, not_found: 0 });
    });

    it("offers a film of the export that the catalog has not (another catalog's id) to choose by its title, never takes it for that film", async () => {
      const me = await person();
      const file = ["list,movie_id,title,year,rating,seen_on,added_at", "watchlist,999999999,The Godfather,1972,,,2024-01-01T10:00:00.000Z"].join("\n");
      const preview = (await (await me("POST", "/import/preview", file, "text/csv")).json()) as Preview;
      expect(preview.counts).toEqual({ matched: 0, choose: 1, not_found: 0 });
      const row = preview.rows[0]!;
      expect(row.match.status === "choose" && row.match.candidates.map((film) => film.movie_id)).toContain(238);
    });
  });
});
