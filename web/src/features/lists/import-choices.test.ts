import { describe, expect, it } from "vitest";
import type { ImportPreview } from "../../../../common/lists";
import { filmText, importItems, ratingsReplaced, rowBrings, rowLeftOut, rowText } from "./import-choices";

const film = (movie_id: number, title: string, year: string) => ({ movie_id, title, year, poster_path: null });
const preview: ImportPreview = {
  kind: "letterboxd-diary",
  target: "seen",
  counts: { matched: 2, choose: 3, not_found: 1 },
  rows: [
    { line: 2, title: "The Godfather", year: "1972", rating: 5, watched_on: "2024-01-02", match: { status: "matched", film: film(238, "The Godfather", "1972") }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 3, title: "Shawshenk Redemtion", year: "1994", rating: 4, watched_on: "2024-02-01", match: { status: "choose", candidates: [film(278, "The Shawshank Redemption", "1994"), film(279, "Shawshank Revisited", "1995")] }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 4, title: "A Film Nobody Made", year: "1999", rating: null, watched_on: "2024-02-02", match: { status: "not_found" }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 5, title: "Heat", year: "", rating: null, watched_on: null, match: { status: "matched", film: film(949, "Heat", "1995") }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 6, title: "Alien", year: "1979", rating: 3.5, watched_on: null, match: { status: "choose", candidates: [film(348, "Alien", "1979"), film(679, "Aliens", "1986")] }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
    { line: 7, title: "Aliens", year: "", rating: null, watched_on: "1980-05-05", match: { status: "choose", candidates: [film(348, "Alien", "1979"), film(679, "Aliens", "1986")] }, problems: [], list: null, added_at: null, said_rewatch: false, review: null },
  ],
  already: 0, rated_already: [], named_lists: [], notes: [],
};

describe("the films an import stores", () => {
  it("are the matched rows, with what each row said of its film; one that keeps nothing in the list (Heat: no day, no rating) is not counted", () => {
    expect(importItems(preview, {})).toEqual([{ movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, rating: 5, seen_on: "2024-01-02", list: null, added_at: null, said_rewatch: false, review: null }]);
    expect(importItems({ ...preview, kind: "letterboxd-watchlist", target: "watchlist" }, {}).map((item) => item.movie_id)).toEqual([238, 949]);
  });

  it("leave out a day before the chosen film can have been seen, and so a row that kept only that day", () => {
    expect(importItems(preview, { 7: 348 })).toContainEqual({ movie_id: 348, title: "Alien", year: "1979", poster_path: null, rating: null, seen_on: "1980-05-05", list: null, added_at: null, said_rewatch: false, review: null });
    expect(importItems(preview, { 7: 679 }).map((item) => item.movie_id)).toEqual([238]);
  });

  it("and each row to choose for which the person picked a candidate; a skipped one, or an id not offered, brings nothing", () => {
    const items = importItems(preview, { 3: 278, 6: null, 4: 238 });
    expect(items.map((item) => item.movie_id)).toEqual([238, 278]);
    expect(items[1]).toEqual({ movie_id: 278, title: "The Shawshank Redemption", year: "1994", poster_path: null, rating: 4, seen_on: "2024-02-01", list: null, added_at: null, said_rewatch: false, review: null });
    expect(importItems(preview, { 3: 999 }).map((item) => item.movie_id)).toEqual([238]);
  });

  it("keep a film a list's rows name twice once: its last row that keeps something", () => {
    const row = (line: number, rating: number | null) => ({ line, title: "Heat", year: "1995", rating, watched_on: null, match: { status: "matched" as const, film: film(949, "Heat", "1995") }, problems: [], list: null, added_at: null, said_rewatch: false, review: null });
    const ratings: ImportPreview = { kind: "letterboxd-ratings", target: "ratings", counts: { matched: 3, choose: 0, not_found: 0 }, rows: [row(2, 3), row(3, 4), row(4, null)], already: 0, rated_already: [], named_lists: [], notes: [] };
    expect(importItems(ratings, {})).toEqual([expect.objectContaining({ movie_id: 949, rating: 4 })]);
  });

  it("say what each matched row brings its film: the rating it gives and the day it was seen", () => {
    expect(rowBrings("seen", preview.rows[0]!)).toBe(", 5 stars (10/10), seen 2 January 2024");
    expect(rowBrings("ratings", { ...preview.rows[0]!, watched_on: null, rating: 0.5 })).toBe(", 0.5 stars (1/10)");
    expect(rowBrings("watchlist", { ...preview.rows[0]!, watched_on: null, rating: null })).toBe("");
    // The app's own export: a viewing's row repeats the film's rating, which its ratings row brings.
    expect(rowBrings("lists", { ...preview.rows[0]!, list: "seen" })).toBe(", seen 2 January 2024");
    expect(rowBrings("lists", { ...preview.rows[0]!, list: "ratings", watched_on: null })).toBe(", 5 stars (10/10)");
    expect(rowBrings("lists", { ...preview.rows[0]!, list: "favorites", watched_on: null, rating: null })).toBe(", Favourites");
  });

  it("are described as the file wrote them and as the catalog has them", () => {
    expect(rowText("letterboxd-diary", preview.rows[1]!)).toBe("“Shawshenk Redemtion” (1994), line 3");
    expect(rowText("letterboxd-diary", preview.rows[3]!)).toBe("“Heat”, line 5");
    expect(filmText(film(278, "The Shawshank Redemption", "1994"))).toBe("The Shawshank Redemption (1994)");
  });
});

describe("the ratings an import would change", () => {
  const row = (line: number, movieId: number, rating: number | null, list: ImportPreview["rows"][number]["list"] = null, day = "2024-01-01") => ({
    line, title: `Film ${movieId}`, year: "2000", rating, watched_on: day, match: { status: "matched" as const, film: film(movieId, `Film ${movieId}`, "2000") }, problems: [], list, added_at: null, said_rewatch: false, review: null,
  });

  it("are the person's ratings the file gives another value; a film a diary rates twice, by its latest viewing's rating", () => {
    const diary: ImportPreview = { ...preview, rows: [row(2, 1, 3), row(3, 1, 4), row(4, 2, 2), row(5, 3, 5)], already: 0, rated_already: [{ movie_id: 1, rating: 4 }, { movie_id: 2, rating: 4.5 }] };
    expect(ratingsReplaced(diary, importItems(diary, {}))).toEqual([{ film: film(2, "Film 2", "2000"), yours: 4.5, file: 2 }]);
    // Newest first: the first row is the latest viewing.
    const newestFirst: ImportPreview = { ...preview, rows: [row(2, 1, 2, null, "2024-06-01"), row(3, 1, 5, null, "2023-03-01")], already: 0, rated_already: [{ movie_id: 1, rating: 4 }] };
    expect(ratingsReplaced(newestFirst, importItems(newestFirst, {}))).toEqual([{ film: film(1, "Film 1", "2000"), yours: 4, file: 2 }]);
  });

  it("in the app's own export, come from the rows of its ratings list only", () => {
    const own: ImportPreview = { ...preview, kind: "movieapp-lists", target: "lists", rows: [row(2, 1, 3, "seen"), row(3, 2, 3, "ratings")], already: 0, rated_already: [{ movie_id: 1, rating: 1 }, { movie_id: 2, rating: 1 }] };
    expect(ratingsReplaced(own, importItems(own, {})).map((change) => change.film.movie_id)).toEqual([2]);
  });
});

describe("what of a row is left out", () => {
  it("is what it says that cannot be kept, then for a matched row that keeps nothing, that it is left out and why; nothing for a row imported whole", () => {
    const [godfather, , nobody, heat] = preview.rows;
    expect(rowLeftOut("seen", godfather!)).toEqual([]);
    expect(rowLeftOut("seen", nobody!)).toEqual([]);
    expect(rowLeftOut("seen", heat!)).toEqual(["Without a day it was seen or a rating, the row is left out."]);
    expect(rowLeftOut("ratings", { ...godfather!, rating: null })).toEqual(["Without a rating, the row is left out."]);
    expect(rowLeftOut("lists", { ...godfather!, list: "seen", watched_on: null })).toEqual(["Without a day it was seen, the row is left out."]);
    expect(rowLeftOut("watchlist", { ...godfather!, rating: null })).toEqual([]);
    const problems = ["The rating “abc” is not from 0.5 to 5 stars, so it is left out."];
    expect(rowLeftOut("ratings", { ...godfather!, rating: null, problems })).toEqual([...problems, "Without a rating, the row is left out."]);
    // A problem with a value the row can do without leaves the row imported.
    expect(rowLeftOut("seen", { ...godfather!, rating: null, problems })).toEqual(problems);
  });
});
