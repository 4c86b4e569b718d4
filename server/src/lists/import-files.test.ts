import { describe, expect, it } from "vitest";
import { MAX_IMPORT_ROWS, readImportFile } from "./import-files";

const entry = (fields: Record<string, unknown>) => ({ movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, added_at: "2024-01-02T03:04:05.000Z", rating: null, rating_10: null, ...fields });

describe("reading the app's JSON download", () => {
  it("reads each entry of each list, in the file's order, numbered from 1, with what the CSV download would say of it", () => {
    const file = JSON.stringify({
      exported_at: "2026-11-24T10:00:00.000Z",
      watchlist: [entry({}), entry({ movie_id: 155, title: "The Dark Knight", year: "2008" })],
      seen: [entry({ rating: 4.5, rating_10: 9, entry_id: "a1", seen_on: "2020-05-05" })],
      ratings: [entry({ rating: 4.5, rating_10: 9 })],
    });
    const { kind, rows } = readImportFile(`\uFEFF${file}`);
    expect(kind).toBe("movieapp-json");
    expect(rows.map(({ line, list, movieId, title, year, rating, watchedOn, addedAt, problems }) => ({ line, list, movieId, title, year, rating, watchedOn, addedAt, problems }))).toEqual([
      { line: 1, list: "watchlist", movieId: 238, title: "The Godfather", year: "1972", rating: null, watchedOn: null, addedAt: "2024-01-02T03:04:05.000Z", problems: [] },
      { line: 2, list: "watchlist", movieId: 155, title: "The Dark Knight", year: "2008", rating: null, watchedOn: null, addedAt: "2024-01-02T03:04:05.000Z", problems: [] },
      { line: 3, list: "seen", movieId: 238, title: "The Godfather", year: "1972", rating: 4.5, watchedOn: "2020-05-05", addedAt: "2024-01-02T03:04:05.000Z", problems: [] },
      { line: 4, list: "ratings", movieId: 238, title: "The Godfather", year: "1972", rating: 4.5, watchedOn: null, addedAt: "2024-01-02T03:04:05.000Z", problems: [] },
    ]);
  });

  it("leaves out what an entry says that cannot be kept, saying so, as for a CSV row", () => {
    const file = JSON.stringify({ ratings: [entry({ rating: 7 }), entry({ rating: true })], seen: [entry({ seen_on: "2020-02-30" })] });
    const rows = readImportFile(file).rows;
    expect(rows.map((row) => [row.line, row.rating, row.watchedOn])).toEqual([
      [1, null, null],
      [2, null, null],
      [3, null, null],
    ]);
    expect(rows[0]!.problems).toEqual(["The rating “7” is not from 0.5 to 5 stars, so it is left out."]);
    expect(rows[1]!.problems).toEqual(["The rating “true” is not from 0.5 to 5 stars, so it is left out."]);
    expect(rows[2]!.problems).toEqual([expect.stringMatching(/^The watched date “2020-02-30”: .* It is left out\.$/)]);
  });

  it("skips entries without a title, as it skips CSV rows without one, and keeps counting them", () => {
    const rows = readImportFile(JSON.stringify({ watchlist: [entry({ title: "" }), "The Godfather", entry({ movie_id: 155, title: "The Dark Knight" })] })).rows;
    expect(rows.map((row) => [row.line, row.title])).toEqual([[3, "The Dark Knight"]]);
  });

  it("refuses, saying why, a file that is not JSON, not the app's download, or whose list is not a list", () => {
    expect(() => readImportFile('{"watchlist": [')).toThrow(/^The file is not valid JSON: /);
    expect(() => readImportFile('{"films": []}')).toThrow("This JSON file is not this app's JSON download: it has none of the lists (watchlist, favorites, seen, ratings).");
    expect(() => readImportFile('{"watchlist": {"movie_id": 238}}')).toThrow("In this file, “watchlist” is not a list of films.");
    const tooMany = JSON.stringify({ watchlist: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => entry({})) });
    expect(() => readImportFile(tooMany)).toThrow(`A file can bring at most 10,000 entries; this one has 10,001.`);
  });

  it("still reads a file that is not JSON as CSV", () => {
    expect(readImportFile("list,movie_id,title,year,rating,seen_on,added_at\nwatchlist,238,The Godfather,1972,,,").kind).toBe("movieapp-lists");
    expect(() => readImportFile("[1, 2]")).toThrow(/this app's CSV or JSON download/);
  });
});

describe("reading a file that is not an export", () => {
  it("says a file of bytes (a picture, an archive) is not text, rather than quoting them", () => {
    const gzipped = "\u001f\u008b\b\u0000\u0000\u0000\u0000\u0000\u0000\u0003Name,Year";
    expect(() => readImportFile(gzipped)).toThrow("This file is not text. Choose a CSV or JSON file: a Letterboxd or IMDb export, or this app's download.");
  });

  it("says on which line a CSV file breaks, in words, without quoting the parser or the field", () => {
    const badQuote = 'Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,https://boxd.it/1\n2024-01-02,x"Alien",1979,https://boxd.it/2\n';
    expect(() => readImportFile(badQuote)).toThrow("The file is not valid CSV: a quotation mark is out of place on line 3.");
    const unclosed = 'Date,Name,Year,Letterboxd URI\n2024-01-01,"Heat,1995,https://boxd.it/1\n2024-01-02,Alien,1979,https://boxd.it/2\n';
    expect(() => readImportFile(unclosed)).toThrow("The file is not valid CSV: a quotation mark is never closed (the file ends on line 3).");
  });

  it("says a file saved as UTF-16 is to be saved as UTF-8", () => {
    const utf16 = [..."Date,Name,Year,Letterboxd URI\n2024-01-01,Heat,1995,https://boxd.it/1\n"].map((letter) => `${letter}\u0000`).join("");
    expect(() => readImportFile(`\ufffd\ufffd${utf16}`)).toThrow("This file is saved as UTF-16 (“Unicode Text”). Save it as CSV UTF-8 and choose it again.");
  });

  it("still reads titles in any alphabet, with tabs, line breaks and a stray control character inside quoted fields", () => {
    const file = 'Date,Name,Year,Letterboxd URI\n2024-01-01,"Amélie\tou «le destin»",2001,https://boxd.it/1\n2024-01-02,"七人の侍\r\nSeven Samurai",1954,https://boxd.it/2\n2024-01-03,"Heat\u000b",1995,https://boxd.it/3\n';
    expect(readImportFile(file).rows.map((row) => row.title)).toEqual(["Amélie\tou «le destin»", "七人の侍\r\nSeven Samurai", "Heat"]);
  });
});

describe("reading when another service's rows were added", () => {
  it("takes Letterboxd's Date and IMDb's Date Rated as the day each film was added, a day's rows in the file's order, and no day that is not real", () => {
    const letterboxd = readImportFile(["Date,Name,Year,Letterboxd URI", "2019-03-04,Heat,1995,https://boxd.it/a", "2019-03-04,Alien,1979,https://boxd.it/b", "2019-02-30,Up,2009,https://boxd.it/c", "yesterday,Fargo,1996,https://boxd.it/d"].join("\n"));
    expect(letterboxd.rows.map((row) => [row.title, row.addedAt])).toEqual([
      ["Heat", "2019-03-04T00:00:00.002Z"],
      ["Alien", "2019-03-04T00:00:00.003Z"],
      ["Up", null],
      ["Fargo", null],
    ]);
    const imdb = readImportFile(["Const,Your Rating,Date Rated,Title,Year", "tt0068646,9,2020-01-01,The Godfather,1972"].join("\n"));
    expect(imdb.rows[0]!.addedAt).toBe("2020-01-01T00:00:00.002Z");
  });
});
