import * as v from "valibot";
import { MAX_FILM_NOTE, type ExportedFilmNote } from "../../../common/diary";
import { readExportPart } from "../lists/export-part";
import { MovieId, SnapshotFields, UtcTime } from "../lists/list-input";

/** The notes an account can bring in one file: one per film, and no catalog is near this. */
const MAX_IMPORTED_NOTES = 100_000;

const ImportedNote = v.object({
  movie_id: MovieId,
  ...SnapshotFields,
  note: v.pipe(v.string("A note is text."), v.trim(), v.minLength(1, "A note is not empty."), v.maxLength(MAX_FILM_NOTE, `A note can be at most ${MAX_FILM_NOTE.toLocaleString("en")} characters long.`)),
  updated_at: UtcTime,
});

export const ImportedNotes = v.pipe(v.array(ImportedNote), v.maxLength(MAX_IMPORTED_NOTES, `A file can bring at most ${MAX_IMPORTED_NOTES.toLocaleString("en")} notes.`));

/**
 * The person's notes on films, as the app's JSON download holds them (`notes`), read back by an
 * import; none when the file has none; or what is wrong with them, in words (nothing is imported then).
 */
export function notesInExport(document: Readonly<Record<string, unknown>> | undefined): ExportedFilmNote[] | string {
  const notes = readExportPart(document, "notes", ImportedNotes, { part: "your notes on films", item: "note" });
  return typeof notes === "string" ? notes : notes.map(({ movie_id, title, year, poster_path, note, updated_at }) => ({ movie_id, title, year, poster_path, note, updated_at }));
}
