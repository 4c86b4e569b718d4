import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { filmTableOf } from "../../test-support/film-table-of";
import { dateOf, dayNumber, filmTableBytes, positionOf, readStoredFilmTable } from "./film-table";
import { IdListsBuilder, listAt } from "./id-lists";

describe("the film table", () => {
  const table = filmTableOf(
    [
      { id: 30, genre_ids: [80, 18, 80], keywords: ["heist", "city", "heist"], company_ids: [7, 7], popularity: 5, release_date: "1995-12-15", runtime: 170 },
      { id: 10, genre_ids: [35], original_language: "fr", keywords: ["city"], company_ids: [7], popularity: 9, collection_id: 4 },
      { id: 20, adult: true, popularity: 5, vote_average: 8.5, vote_count: 12 },
    ],
    [
      { movieId: 30, personId: 2, role: "lead cast" },
      { movieId: 30, personId: 1, role: "lead cast" },
      { movieId: 30, personId: 9, role: "writer" },
      { movieId: 30, personId: 9, role: "writer" },
      { movieId: 10, personId: 5, role: "director" },
      { movieId: 99, personId: 5, role: "director" },
    ],
  );

  it("keeps a film per position in id order, each list in the order given, genres, keywords and writers once", () => {
    expect([...table.ids]).toEqual([10, 20, 30]);
    expect(positionOf(table, 30)).toBe(2);
    expect(positionOf(table, 15)).toBe(-1);
    expect([...listAt(table.genreIds, 2)]).toEqual([80, 18]);
    expect([...listAt(table.genreIds, 0)]).toEqual([35]);
    expect(Array.from(listAt(table.keywords, 2), (index) => table.keywordNames[index])).toEqual(["heist", "city"]);
    expect([...listAt(table.leadCast, 2)]).toEqual([2, 1]);
    expect([...listAt(table.writers, 2)]).toEqual([9]);
    expect([...listAt(table.directors, 0)]).toEqual([5]);
    expect([...table.adult]).toEqual([0, 1, 0]);
    expect(table.languages[table.language[0]!]).toBe("fr");
    expect([...table.collection]).toEqual([4, -1, -1]);
    expect(Number.isNaN(table.runtime[0])).toBe(true);
    expect(table.runtime[2]).toBe(170);
    // Most popular first, equals by id.
    expect(Array.from(table.byPopularity, (p) => table.ids[p])).toEqual([10, 20, 30]);
    expect([...table.companyIds]).toEqual([7]);
    expect([...listAt(table.companyFilms, 0)]).toEqual([10, 30]);
  });

  it("keeps release dates as ordered numbers and gives them back as they were", () => {
    expect(dayNumber("1995-12-15")).toBe(19951215);
    expect(dayNumber("")).toBe(-1);
    expect(dateOf(19951215)).toBe("1995-12-15");
    expect(dateOf(-1)).toBe("");
    expect(dateOf(dayNumber("0999-01-02"))).toBe("0999-01-02");
  });

  it("reads back from its stored bytes as it was, and not from bytes of another shape", () => {
    const read = (value: unknown, count = 3) => readStoredFilmTable(serialize(value), count);
    expect(readStoredFilmTable(filmTableBytes(table), 3)).toEqual(table);
    expect(readStoredFilmTable(Buffer.from([0, 255]), 3)).toBeUndefined();
    expect(read(table, 4)).toBeUndefined();
    expect(read({ ...table, format: 0 })).toBeUndefined();
    expect(read({ ...table, rules: "genres in another order" })).toBeUndefined();
    expect(read({ ...table, votes: new Float64Array(2) })).toBeUndefined();
    expect(read({ ...table, ids: Int32Array.of(10, 30, 20) })).toBeUndefined();
    expect(read({ ...table, leadCast: { offsets: Int32Array.of(0, 2, 1, 2), values: Int32Array.of(1, 2) } })).toBeUndefined();
    expect(read({ ...table, keywords: { offsets: Int32Array.of(0, 1, 1, 1), values: Int32Array.of(7) } })).toBeUndefined();
    expect(read({ ...table, language: Uint16Array.of(0, 0, 9) })).toBeUndefined();
    expect(read({ ...table, byPopularity: Int32Array.of(0, 0, 2) })).toBeUndefined();
  });

  it("is refused films out of id order", () => {
    const builder = () => filmTableOf([{ id: 1 }, { id: 1 }]);
    expect(builder).toThrow(/ascending id order/);
  });
});

describe("IdListsBuilder", () => {
  it("lays out each position's numbers in the order added, whatever the order of positions", () => {
    const builder = new IdListsBuilder();
    for (const [position, value] of [[2, 7], [0, 1], [2, 3], [0, 1]] as const) builder.add(position, value);
    const lists = builder.build(4);
    expect([0, 1, 2, 3].map((p) => [...listAt(lists, p)])).toEqual([[1, 1], [], [7, 3], []]);
  });
});
