import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIARY_PAGE_SIZE, MAX_FILM_NOTE, type DiaryPage, type FilmNote } from "../../../common/diary";
import type { FilmStates, ImportPreview, ImportResult, ViewingRemoval } from "../../../common/lists";
import { REVIEW_KEPT_AS_NOTE } from "./undated-reviews";
import { personOn, startAppOnDatabase, type AppOnDatabase, type Person } from "../test-support/app-on-database";
import { DATABASE_KINDS } from "../test-support/test-database";

describe.each(DATABASE_KINDS)("a person's diary and notes (/api/me/diary, /api/me/notes), on %s", (kind) => {
  let app: AppOnDatabase;

  beforeAll(async () => void (app = await startAppOnDatabase(kind)));
  afterAll(() => app.close());

  const person = (name = "Diarist") => personOn(app, name);
  type Me = Person;
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const FILMS = { 238: { title: "The Godfather", year: "1972" }, 348: { title: "Alien", year: "1979" }, 603: { title: "The Matrix", year: "1999" } } as const;
  const see = async (me: Me, movieId: keyof typeof FILMS, day: string, extra: Record<string, unknown> = {}) => {
    const res = await me("POST", "/lists/seen", { movie_id: movieId, ...FILMS[movieId], poster_path: null, seen_on: day, ...extra });
    expect(res.status).toBe(201);
    return (await json<{ entry_id: string }>(res)).entry_id;
  };
  const diary = (me: Me, query = "") => json<DiaryPage>(me("GET", `/diary${query}`));
  const days = (page: DiaryPage) => page.results.map((entry) => `${entry.seen_on} ${entry.title}${entry.rewatch ? " (rewatch)" : ""}`);

  it("reads every viewing newest first, with the rating, a rewatch mark, the review and the note, and the years to choose from", async () => {
    const me = await person();
    await see(me, 238, "2023-12-31");
    await see(me, 348, "2024-03-02", { review: "  Still scary.\nThe chestburster!  " });
    await see(me, 238, "2024-03-01");
    await see(me, 603, "2024-03-02", { said_rewatch: true });
    // Seen twice on one day: the one entered second is the rewatch.
    await see(me, 348, "2024-03-02");
    await me("PUT", "/lists/ratings/348", { ...FILMS[348], poster_path: null, rating: 4.5 });
    await me("PUT", "/notes/238", { ...FILMS[238], poster_path: null, note: "Watch with Dad.\n\nThe long version." });

    const all = await diary(me);
    expect(days(all)).toEqual(["2024-03-02 Alien (rewatch)", "2024-03-02 The Matrix (rewatch)", "2024-03-02 Alien", "2024-03-01 The Godfather (rewatch)", "2023-12-31 The Godfather"]);
    expect(all).toMatchObject({ year: null, page: 1, total_pages: 1, total_results: 5, years: [{ year: 2024, viewings: 4 }, { year: 2023, viewings: 1 }] });
    expect(all.results[2]).toMatchObject({ rating: 4.5, review: "Still scary.\nThe chestburster!", rewatch: false, said_rewatch: false, note: null });
    expect(all.results[1]).toMatchObject({ rewatch: true, said_rewatch: true, rating: null });
    expect(all.results[4]).toMatchObject({ note: "Watch with Dad.\n\nThe long version.", rewatch: false });

    const of2023 = await diary(me, "?year=2023");
    expect(days(of2023)).toEqual(["2023-12-31 The Godfather"]);
    expect(of2023.years).toEqual(all.years);
    expect((await diary(me, "?year=1999")).results).toEqual([]);
  });

  it("pages a long diary, and refuses a year or a page it cannot read", async () => {
    const me = await person();
    for (let i = 0; i < DIARY_PAGE_SIZE + 2; i++) await see(me, 603, `2020-01-${String((i % 28) + 1).padStart(2, "0")}`);
    const second = await diary(me, "?page=2");
    expect(second).toMatchObject({ page: 2, total_pages: 2, total_results: DIARY_PAGE_SIZE + 2 });
    expect(second.results).toHaveLength(2);
    for (const [query, message] of [["?year=24", "The year must be written with four digits, like 2024."], ["?year=1500", "The year must be written with four digits, like 2024."], ["?page=0", "The page must be a whole number from 1."]]) {
      const res = await me("GET", `/diary${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
  });

  it("moves a viewing to another day, refusing a day it cannot be on and another person's viewing", async () => {
    const me = await person();
    const first = await see(me, 348, "2024-05-01");
    await see(me, 348, "2024-06-01");
    const moved = await me("PATCH", `/lists/seen/${first}`, { seen_on: "2024-07-01" });
    expect(moved.status).toBe(200);
    expect(days(await diary(me))).toEqual(["2024-07-01 Alien (rewatch)", "2024-06-01 Alien"]);
    for (const [day, message] of [["1970-01-01", "seen_on: That date is before the film came out."], ["2024-02-30", "seen_on: That date does not exist."], ["3000-01-01", "seen_on: A film cannot be seen in the future."]]) {
      const res = await me("PATCH", `/lists/seen/${first}`, { seen_on: day });
      expect(res.status, day).toBe(400);
      expect((await json<{ message: string }>(res)).message).toBe(message);
    }
    const stranger = await person("Stranger");
    expect((await stranger("PATCH", `/lists/seen/${first}`, { seen_on: "2024-08-01" })).status).toBe(404);
    expect(days(await diary(me))).toEqual(["2024-07-01 Alien (rewatch)", "2024-06-01 Alien"]);
  });

  it("puts a removed viewing back with its review and rewatch mark (an undo)", async () => {
    const me = await person();
    const entry = await see(me, 603, "2024-02-02", { said_rewatch: true, review: "Red pill." });
    const { removed } = await json<ViewingRemoval>(me("DELETE", `/lists/seen/${entry}`));
    expect(removed).toMatchObject({ seen_on: "2024-02-02", said_rewatch: true, review: "Red pill." });
    await see(me, 603, removed.seen_on, { ...removed });
    expect((await diary(me)).results).toMatchObject([{ seen_on: "2024-02-02", said_rewatch: true, review: "Red pill.", added_at: removed.added_at }]);
  });

  it("keeps one private note per film, line breaks kept, and takes it away when emptied", async () => {
    const me = await person();
    expect(await json<FilmNote>(me("GET", "/notes/238"))).toEqual({ movie_id: 238, note: "", updated_at: null });
    const kept = await json<FilmNote>(me("PUT", "/notes/238", { ...FILMS[238], poster_path: null, note: "  <b>Not bold</b>\nline two  " }));
    expect(kept).toMatchObject({ movie_id: 238, note: "<b>Not bold</b>\nline two" });
    expect(await json<FilmNote>(me("GET", "/notes/238"))).toEqual(kept);
    // The film's state, asked for with the others a page shows, carries the start of its note: no request of its own.
    const states = await json<FilmStates>(me("GET", "/films?ids=238,348"));
    expect(states.films.map((state) => state.note_start)).toEqual(["<b>Not bold</b>", undefined]);
    const stranger = await person("Stranger");
    expect(await json<FilmNote>(stranger("GET", "/notes/238"))).toMatchObject({ note: "" });

    const longest = "é".repeat(MAX_FILM_NOTE);
    expect((await json<FilmNote>(me("PUT", "/notes/348", { ...FILMS[348], poster_path: null, note: longest }))).note).toBe(longest);
    const tooLong = await me("PUT", "/notes/238", { ...FILMS[238], poster_path: null, note: "x".repeat(MAX_FILM_NOTE + 1) });
    expect(tooLong.status).toBe(400);
    expect((await json<{ message: string }>(tooLong)).message).toBe("note: A note can be at most 10,000 characters long.");
    expect((await me("PUT", "/notes/238", { ...FILMS[238], poster_path: null, note: 42 })).status).toBe(400);
    expect((await me("PUT", "/notes/abc", { ...FILMS[238], poster_path: null, note: "x" })).status).toBe(404);
    expect(await json<FilmNote>(me("GET", "/notes/238"))).toEqual(kept);

    expect(await json<FilmNote>(me("PUT", "/notes/238", { ...FILMS[238], poster_path: null, note: " \n " }))).toEqual({ movie_id: 238, note: "", updated_at: null });
    expect(await json<FilmNote>(me("GET", "/notes/238"))).toEqual({ movie_id: 238, note: "", updated_at: null });
  });

  it("keeps Letterboxd's Rewatch and Review columns, and a review file after its diary gives the viewings their reviews", async () => {
    const me = await person();
    const header = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date";
    const diaryFile = [header, "2024-01-05,Alien,1979,https://boxd.it/a,4,Yes,,2024-01-04", "2024-01-06,The Matrix,1999,https://boxd.it/b,5,,,2024-01-06"].join("\n");
    const preview = await json<ImportPreview>(me("POST", "/import/preview", diaryFile));
    expect(preview.rows.map((row) => [row.title, row.said_rewatch, row.review])).toEqual([["Alien", true, null], ["The Matrix", false, null]]);
    const items = (rows: ImportPreview["rows"]) => rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on, list: null, added_at: row.added_at, said_rewatch: row.said_rewatch, review: row.review }] : []));
    expect((await me("POST", "/import/apply", { kind: preview.kind, items: items(preview.rows) })).status).toBe(200);

    const reviewsFile = [
      "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date",
      '2024-01-07,The Matrix,1999,https://boxd.it/c,5,,"Whoa.\nI know kung fu.",,2024-01-06',
    ].join("\n");
    const reviews = await json<ImportPreview>(me("POST", "/import/preview", reviewsFile));
    expect(reviews).toMatchObject({ kind: "letterboxd-diary", already: 1, notes: [] });
    expect(reviews.rows[0]).toMatchObject({ said_rewatch: false, review: "Whoa.\nI know kung fu.", problems: [] });
    // A review with no watched date has no viewing to be kept with: it becomes the film's note, and the preview says so.
    const undated = await json<ImportPreview>(me("POST", "/import/preview", `${reviewsFile}\n2024-01-08,Alien,1979,https://boxd.it/d,,,Tense.,,`));
    expect(undated.rows[1]!.problems).toEqual([REVIEW_KEPT_AS_NOTE]);
    expect(undated.notes).toMatchObject([{ movie_id: 348, title: "Alien", note: "Tense." }]);
    const result = await json<ImportResult>(me("POST", "/import/apply", { kind: undated.kind, items: items(undated.rows), notes: undated.notes }));
    expect(result).toMatchObject({ applied: 1, already: 1, notes: 1 });
    expect(await json<{ note: string }>(me("GET", "/notes/348"))).toMatchObject({ note: "Tense." });

    const read = await diary(me);
    expect(read.results.map((entry) => [entry.title, entry.seen_on, entry.said_rewatch, entry.rewatch, entry.review])).toEqual([
      ["The Matrix", "2024-01-06", false, false, "Whoa.\nI know kung fu."],
      ["Alien", "2024-01-04", true, true, null],
    ]);
  });

  it("exports the notes and the viewings' words, and an import brings them back without writing over a note kept", async () => {
    const me = await person();
    await see(me, 348, "2024-04-04", { said_rewatch: true, review: "Perfect." });
    await me("PUT", "/notes/348", { ...FILMS[348], poster_path: null, note: "In space." });
    await me("PUT", "/notes/603", { ...FILMS[603], poster_path: null, note: "Red or blue?" });
    const exportText = await (await me("GET", "/export?format=json")).text();
    const exported = JSON.parse(exportText) as { seen: unknown[]; notes: Array<{ movie_id: number; note: string }> };
    expect(exported.seen).toMatchObject([{ movie_id: 348, said_rewatch: true, review: "Perfect." }]);
    expect(exported.notes.map((note) => [note.movie_id, note.note]).sort()).toEqual([[348, "In space."], [603, "Red or blue?"]]);
    const csv = await (await me("GET", "/export?format=csv")).text();
    expect(csv.split("\n")[0]).toBe("list,movie_id,title,year,rating,seen_on,added_at,said_rewatch,review");
    expect(csv).toContain(",2024-04-04,");

    const other = await person("Restorer");
    await other("PUT", "/notes/603", { ...FILMS[603], poster_path: null, note: "Mine." });
    const preview = await json<ImportPreview>(other("POST", "/import/preview", exportText));
    expect(preview.notes.map((note) => note.note).sort()).toEqual(["In space.", "Red or blue?"]);
    const items = preview.rows.flatMap((row) => (row.match.status === "matched" ? [{ ...row.match.film, rating: row.rating, seen_on: row.watched_on, list: row.list, added_at: row.added_at, said_rewatch: row.said_rewatch, review: row.review }] : []));
    const result = await json<ImportResult>(other("POST", "/import/apply", { kind: preview.kind, items, notes: preview.notes }));
    expect(result.notes).toBe(1);
    expect((await json<FilmNote>(other("GET", "/notes/348"))).note).toBe("In space.");
    expect((await json<FilmNote>(other("GET", "/notes/603"))).note).toBe("Mine.");
    expect((await diary(other)).results).toMatchObject([{ movie_id: 348, said_rewatch: true, review: "Perfect.", note: "In space." }]);

    const broken = JSON.stringify({ ...JSON.parse(exportText), notes: [{ movie_id: 348, title: "Alien", year: "1979", poster_path: null, note: "x".repeat(MAX_FILM_NOTE + 1), updated_at: "2024-01-01T00:00:00.000Z" }] });
    const refused = await other("POST", "/import/preview", broken);
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe("In your notes on films, note 1, note: A note can be at most 10,000 characters long.");
  });

  it("are gone with the account", async () => {
    const me = await person();
    await see(me, 348, "2024-04-04", { review: "Gone soon." });
    await me("PUT", "/notes/348", { ...FILMS[348], poster_path: null, note: "Gone soon." });
    await app.services.lists.forgetPerson(me.userId);
    expect(await app.services.lists.notes.everything(me.userId)).toEqual([]);
    expect((await app.services.lists.diary.page(me.userId, { year: undefined, page: 1 })).total_results).toBe(0);
  });
});
