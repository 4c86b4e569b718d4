import * as v from "valibot";
import { MAX_NAMED_LIST_FILMS, MAX_NAMED_LISTS, type ImportedNamedList } from "../../../common/named-lists";
import { readExportPart } from "../lists/export-part";
import { MovieId, SnapshotFields, UtcTime } from "../lists/list-input";
import { Description, Name, Note } from "./named-list-input";

/**
 * The lists a person named, as the app's JSON download holds them (`named_lists`), read back by an
 * import: each with its name, description, kind and films in order with their notes. The fields
 * the download has besides (when a list was made or changed) are read past.
 */
const ImportedFilm = v.object({
  movie_id: MovieId,
  ...SnapshotFields,
  note: v.optional(Note, ""),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  added_at: v.optional(v.nullable(UtcTime)),
});

export const ImportedNamedListSchema = v.object({
  name: Name,
  description: v.optional(Description, ""),
  ranked: v.optional(v.boolean("ranked is true or false."), false),
  films: v.pipe(v.array(ImportedFilm), v.maxLength(MAX_NAMED_LIST_FILMS, `A list can hold at most ${MAX_NAMED_LIST_FILMS.toLocaleString("en")} films.`)),
});

export const ImportedNamedLists = v.pipe(v.array(ImportedNamedListSchema), v.maxLength(MAX_NAMED_LISTS, `An account can keep at most ${MAX_NAMED_LISTS.toLocaleString("en")} lists of its own.`));

/** The file's `named_lists`, each film in the list's order; none when the file has none; or what is wrong with them, in words. */
export function namedListsInExport(document: Readonly<Record<string, unknown>> | undefined): ImportedNamedList[] | string {
  const lists = readExportPart(document, "named_lists", ImportedNamedLists, { part: "the lists you made", item: "list" });
  if (typeof lists === "string") return lists;
  return lists.map((list) => ({
    name: list.name,
    description: list.description,
    ranked: list.ranked,
    // Stable: films without a position keep the file's order, after those with one.
    films: [...list.films]
      .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER))
      .map((film) => ({ movie_id: film.movie_id, title: film.title, year: film.year, poster_path: film.poster_path, note: film.note, added_at: film.added_at ?? null })),
  }));
}
