import type { Kysely, Transaction } from "kysely";
import type { ExportedFilmNote, FilmNote } from "../../../common/diary";
import type { FilmSnapshot } from "../../../common/lists";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";

/** The lists' tables as their store holds them (Kysely's types must match it exactly). */
type Tables = ListsTables & NamedListTables;

/** Rows per statement when an import brings notes back: well inside SQLite's limit on bound values (7 columns each). */
const BATCH = 500;

/**
 * The one private note a person keeps on a film, in the lists' database (SQLite or PostgreSQL, the
 * same queries). Every query is scoped to one user id; every write is one statement, committed
 * before the caller answers.
 */
export class FilmNotesStore {
  constructor(private readonly db: Kysely<Tables>) {}

  async note(userId: string, movieId: number): Promise<FilmNote> {
    const row = await this.db.selectFrom("film_note").select(["note", "updated_at"]).where("user_id", "=", userId).where("movie_id", "=", movieId).executeTakeFirst();
    return { movie_id: movieId, note: row?.note ?? "", updated_at: row?.updated_at ?? null };
  }

  /** Keeps the note (replacing the one before); an empty note is no note, and takes the old one away. */
  async write(userId: string, film: FilmSnapshot, note: string): Promise<FilmNote> {
    if (note === "") {
      await this.db.deleteFrom("film_note").where("user_id", "=", userId).where("movie_id", "=", film.movie_id).execute();
      return { movie_id: film.movie_id, note: "", updated_at: null };
    }
    const updatedAt = new Date().toISOString();
    await this.db
      .insertInto("film_note")
      .values({ user_id: userId, ...film, note, updated_at: updatedAt })
      .onConflict((conflict) => conflict.columns(["user_id", "movie_id"]).doUpdateSet({ note, title: film.title, year: film.year, poster_path: film.poster_path, updated_at: updatedAt }))
      .execute();
    return { movie_id: film.movie_id, note, updated_at: updatedAt };
  }

  /** Every note the person keeps, with its film, the one changed last first: what an export holds. */
  async everything(userId: string): Promise<ExportedFilmNote[]> {
    return this.db.selectFrom("film_note").select(["movie_id", "title", "year", "poster_path", "note", "updated_at"]).where("user_id", "=", userId).orderBy("updated_at", "desc").orderBy("movie_id", "asc").execute();
  }

  /**
   * An import's notes, inside its transaction: a film the person has no note on takes the file's;
   * a film they have a note on keeps theirs, so an import never writes over what they wrote.
   * Answers how many notes were kept.
   */
  static async restoreIn(trx: Transaction<Tables>, userId: string, notes: readonly ExportedFilmNote[]): Promise<number> {
    // One note per film: a file that names a film twice gives it its last note.
    const rows = [...new Map(notes.map((note) => [note.movie_id, { user_id: userId, ...note }])).values()];
    let kept = 0;
    for (let start = 0; start < rows.length; start += BATCH) {
      const written = await trx.insertInto("film_note").values(rows.slice(start, start + BATCH)).onConflict((conflict) => conflict.columns(["user_id", "movie_id"]).doNothing()).executeTakeFirst();
      kept += Number(written.numInsertedOrUpdatedRows ?? 0);
    }
    return kept;
  }

  static async forgetPersonIn(trx: Transaction<Tables>, userId: string): Promise<void> {
    await trx.deleteFrom("film_note").where("user_id", "=", userId).execute();
  }
}
