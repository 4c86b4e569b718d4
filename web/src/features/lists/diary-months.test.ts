import { describe, expect, it } from "vitest";
import type { DiaryEntry } from "../../../../common/diary";
import { diaryMonths } from "./diary-months";

const viewing = (entryId: string, seenOn: string): DiaryEntry => ({
  entry_id: entryId, movie_id: 1, title: "Alien", year: "1979", poster_path: null, seen_on: seenOn, added_at: `${seenOn}T12:00:00.000Z`,
  rating: null, rewatch: false, said_rewatch: false, review: null, note: null,
});

describe("diaryMonths", () => {
  it("cuts a page of viewings into its months, keeping the page's order", () => {
    const months = diaryMonths([viewing("a", "2024-03-31"), viewing("b", "2024-03-01"), viewing("c", "2024-02-29"), viewing("d", "2023-02-01")]);
    expect(months.map(({ month, entries }) => [month, entries.map((entry) => entry.entry_id)])).toEqual([["2024-03", ["a", "b"]], ["2024-02", ["c"]], ["2023-02", ["d"]]]);
  });

  it("has no months for no viewings", () => {
    expect(diaryMonths([])).toEqual([]);
  });
});
