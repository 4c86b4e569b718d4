import { MAX_FILM_NOTE, type ExportedFilmNote } from "../../../common/diary";
import type { ImportPreviewRow } from "../../../common/lists";

/** A matched row's review with no day to keep it on: it becomes the film's note. */
export const REVIEW_KEPT_AS_NOTE = "This row has no watched date to keep its review with a viewing: the review becomes your note on the film, unless you have one already.";
/** A row's review with no day, of a film not found for sure: nothing to keep it with. */
export const REVIEW_WITHOUT_A_DAY = "Its review is left out: a review is kept with a viewing, and this row has no watched date to keep one on.";
/** A film's reviews with no day, longer together than a note can be. */
export const REVIEW_TOO_LONG_FOR_A_NOTE = `Its review is left out: with no watched date it could only be your note on the film, and a note is at most ${MAX_FILM_NOTE.toLocaleString("en")} characters long.`;

/**
 * A review is kept with a viewing; a row that brings one with no day to see the film on (a
 * Letterboxd review with no watched date, or one dated before its film could be seen) has none.
 * Of a film the row matched, the review becomes the person's note on that film instead (the
 * import gives a note only to a film that has none): a film's several such reviews make one note,
 * in the file's order, a blank line between them, if they fit in one. Answers those notes, and
 * what each such row says of its review (by the row's index).
 */
export function undatedReviewNotes(rows: readonly ImportPreviewRow[], now: string): { notes: ExportedFilmNote[]; told: Map<number, string> } {
  const told = new Map<number, string>();
  const byFilm = new Map<number, { note: ExportedFilmNote; rows: number[] }>();
  rows.forEach((row, index) => {
    if (row.review === null || row.watched_on !== null) return;
    if (row.match.status !== "matched") return void told.set(index, REVIEW_WITHOUT_A_DAY);
    const { film } = row.match;
    const kept = byFilm.get(film.movie_id);
    if (kept) {
      kept.note.note = `${kept.note.note}\n\n${row.review}`;
      kept.rows.push(index);
    } else {
      byFilm.set(film.movie_id, { note: { ...film, note: row.review, updated_at: row.added_at ?? now }, rows: [index] });
    }
  });
  const notes: ExportedFilmNote[] = [];
  for (const { note, rows: indexes } of byFilm.values()) {
    const fits = note.note.length <= MAX_FILM_NOTE;
    if (fits) notes.push(note);
    for (const index of indexes) told.set(index, fits ? REVIEW_KEPT_AS_NOTE : REVIEW_TOO_LONG_FOR_A_NOTE);
  }
  return { notes, told };
}
