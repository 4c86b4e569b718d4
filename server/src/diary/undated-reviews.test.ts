import { describe, expect, it } from "vitest";
import { MAX_FILM_NOTE } from "../../../common/diary";
import type { ImportPreviewRow, RowMatch } from "../../../common/lists";
import { REVIEW_KEPT_AS_NOTE, REVIEW_TOO_LONG_FOR_A_NOTE, REVIEW_WITHOUT_A_DAY, undatedReviewNotes } from "./undated-reviews";

const alien = { movie_id: 348, title: "Alien", year: "1979", poster_path: "/alien.jpg" };
const heat = { movie_id: 949, title: "Heat", year: "1995", poster_path: null };
const matched = (film: typeof alien | typeof heat): RowMatch => ({ status: "matched", film });

function row(match: RowMatch, review: string | null, watched_on: string | null, added_at: string | null = null): ImportPreviewRow {
  return { line: 2, title: "", year: "", rating: null, watched_on, match, problems: [], list: null, added_at, said_rewatch: false, review };
}

describe("reviews with no day to keep them with a viewing", () => {
  const now = "2026-11-29T10:00:00.000Z";

  it("become the matched film's note, dated when the row was logged, and each such row says so; a dated review or a row with none is left as it is", () => {
    const rows = [row(matched(alien), "Tense.", null, "2024-01-08T00:00:00.000Z"), row(matched(heat), "Long.", "2024-02-01"), row(matched(heat), null, null)];
    const { notes, told } = undatedReviewNotes(rows, now);
    expect(notes).toEqual([{ ...alien, note: "Tense.", updated_at: "2024-01-08T00:00:00.000Z" }]);
    expect([...told]).toEqual([[0, REVIEW_KEPT_AS_NOTE]]);
  });

  it("of one film make one note, in the file's order with a blank line between them, dated now when the file does not say", () => {
    const { notes, told } = undatedReviewNotes([row(matched(heat), "First.", null), row(matched(alien), "Other.", null), row(matched(heat), "Second.", null)], now);
    expect(notes).toEqual([{ ...heat, note: "First.\n\nSecond.", updated_at: now }, { ...alien, note: "Other.", updated_at: now }]);
    expect([...told.values()]).toEqual([REVIEW_KEPT_AS_NOTE, REVIEW_KEPT_AS_NOTE, REVIEW_KEPT_AS_NOTE]);
  });

  it("are left out, and said to be, when the film is not known for sure or its reviews together are longer than a note", () => {
    const half = "x".repeat(MAX_FILM_NOTE / 2);
    const rows = [
      row({ status: "choose", candidates: [alien, heat] }, "Which?", null),
      row({ status: "not_found" }, "Lost.", null),
      row(matched(heat), half, null),
      row(matched(heat), half, null),
      row(matched(alien), "x".repeat(MAX_FILM_NOTE), null),
    ];
    const { notes, told } = undatedReviewNotes(rows, now);
    expect(notes.map((note) => [note.movie_id, note.note.length])).toEqual([[348, MAX_FILM_NOTE]]);
    expect([...told].sort(([a], [b]) => a - b)).toEqual([[0, REVIEW_WITHOUT_A_DAY], [1, REVIEW_WITHOUT_A_DAY], [2, REVIEW_TOO_LONG_FOR_A_NOTE], [3, REVIEW_TOO_LONG_FOR_A_NOTE], [4, REVIEW_KEPT_AS_NOTE]]);
  });
});
