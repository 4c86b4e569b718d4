import { randomBytes, randomUUID } from "node:crypto";
import { limitsOf, type TakeTurns } from "../database/take-turns";
import { sql, type Kysely, type Transaction } from "kysely";
import type { FilmSnapshot } from "../../../common/lists";
import {
  type ImportedNamedList,
  MAX_NAMED_LIST_FILMS,
  MAX_NAMED_LISTS,
  NAME_LIMITS,
  NAMED_LIST_PAGE_SIZE,
  type NamedList,
  type NamedListEntry,
  type NamedListPage,
  type NamedListSort,
  type NamedListsRestored,
  type SharedListPage,
} from "../../../common/named-lists";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "./named-list-tables";

type Tables = NamedListTables & ListsTables;
type ListRow = Tables["named_list"];

/** A change that would take the person past MAX_NAMED_LISTS, or a list past MAX_NAMED_LIST_FILMS. */
export class NamedListLimitError extends Error {}

export interface NamedListQuery {
  page: number;
  sort: NamedListSort;
  descending: boolean;
}

/** What a film taking its place in a list carries; `position` and `addedAt` when an undo puts it back where it was. */
export interface FilmInList {
  film: FilmSnapshot;
  note?: string;
  position?: number;
  addedAt?: string;
}

/** What a removal took away, so an undo can put the film back as it was. */
export interface RemovedFromList {
  position: number;
  note: string;
  added_at: string;
}

/** Thrown inside a write's transaction when the film is not in the list, so the list's mark as changed is rolled back too. */
class NothingChanged extends Error {}

/** Runs a write in a transaction; answers undefined, with nothing kept, when it found nothing to change. */
async function unlessNothingChanged<T>(db: Kysely<Tables>, write: (trx: Transaction<Tables>) => Promise<T | undefined>): Promise<T | undefined> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (error instanceof NothingChanged) return undefined;
    throw error;
  }
}

/** Rows per statement when an import brings a list back: well inside SQLite's limit on bound values (8 columns each). */
const RESTORE_BATCH = 500;

/** A shared list's link: 18 random bytes (144 bits), written in 24 URL-safe characters. */
const newShareToken = () => randomBytes(18).toString("base64url");

const stars = (halfStars: number | null) => (halfStars === null ? null : halfStars / 2);

/**
 * The lists people name themselves, in the app's database beside their fixed lists (SQLite or
 * PostgreSQL, the same queries). Every query is scoped to one user id, except reading a list by its
 * share token. Every write is one transaction, committed before the caller answers. A write to a
 * list's films first touches the list's own row (its `updated_at`), which in PostgreSQL locks that
 * row until the transaction ends: two tabs reordering one list take turns, each moving a film
 * within the order the other left, so both end with one order. (SQLite runs one write at a time.)
 */
export class NamedListsStore {
  /** `turns`: how one person's limit-bound writes take turns (database/take-turns.ts). */
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly turns: TakeTurns,
  ) {}

  /** The person's lists, the one changed last first; with `movieId`, each says whether it holds that film. */
  async lists(userId: string, movieId?: number): Promise<Array<NamedList & { has_film?: boolean }>> {
    const rows = await this.db
      .selectFrom("named_list")
      .selectAll("named_list")
      .select((eb) => eb.selectFrom("named_list_entry").select(sql<number>`count(*)`.as("n")).whereRef("named_list_entry.list_id", "=", "named_list.id").as("film_count"))
      .$if(movieId !== undefined, (query) =>
        query.select((eb) =>
          eb.selectFrom("named_list_entry").select(sql<number>`count(*)`.as("n")).whereRef("named_list_entry.list_id", "=", "named_list.id").where("named_list_entry.movie_id", "=", movieId!).as("holds"),
        ),
      )
      .where("user_id", "=", userId)
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .execute();
    return rows.map((row) => {
      const list = toNamedList(row, Number(row.film_count));
      const holds = (row as { holds?: number | string | null }).holds;
      return movieId === undefined ? list : { ...list, has_film: Number(holds) > 0 };
    });
  }

  async list(userId: string, id: string): Promise<NamedList | undefined> {
    const row = await this.db.selectFrom("named_list").selectAll().where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return row && toNamedList(row, await this.filmCount(this.db, id));
  }

  async create(userId: string, fields: { name: string; description: string; ranked: boolean }): Promise<NamedList> {
    return this.db.transaction().execute(async (trx) => {
      await this.turns(trx, limitsOf(userId));
      const { n } = await trx.selectFrom("named_list").select(sql<number>`count(*)`.as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
      if (Number(n) >= MAX_NAMED_LISTS) throw new NamedListLimitError(`You can keep at most ${MAX_NAMED_LISTS.toLocaleString("en")} lists of your own.`);
      const now = new Date().toISOString();
      const row: ListRow = { id: randomUUID(), user_id: userId, name: fields.name, description: fields.description, ranked: fields.ranked ? 1 : 0, share_token: null, owner_name: "", created_at: now, updated_at: now };
      await trx.insertInto("named_list").values(row).execute();
      return toNamedList(row, 0);
    });
  }

  /** Renames, describes or changes whether the list is ranked; undefined when the person has no such list. */
  async update(userId: string, id: string, changes: Partial<{ name: string; description: string; ranked: boolean }>): Promise<NamedList | undefined> {
    const { ranked, ...text } = changes;
    const row = await this.db
      .updateTable("named_list")
      .set({ ...text, ...(ranked === undefined ? {} : { ranked: ranked ? 1 : 0 }), updated_at: new Date().toISOString() })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toNamedList(row, await this.filmCount(this.db, id));
  }

  /** The list and its films, gone together; false when the person has no such list. */
  async remove(userId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.touch(trx, userId, id))) return false;
      await trx.deleteFrom("named_list_entry").where("list_id", "=", id).execute();
      await trx.deleteFrom("named_list").where("id", "=", id).execute();
      return true;
    });
  }

  /**
   * Brings back lists an import read (the app's JSON download), within the caller's transaction:
   * a list of a name the person has not used is made as the file has it; into a list of a name
   * they have, the file's films it lacks go at its end, in the file's order, and its own films and
   * notes stay as they are. So importing the same file twice changes nothing the second time.
   */
  static async restoreIn(trx: Kysely<Tables>, userId: string, lists: readonly ImportedNamedList[]): Promise<NamedListsRestored> {
    const restored: NamedListsRestored = { lists_made: 0, films_added: 0 };
    if (lists.length === 0) return restored;
    const now = new Date().toISOString();
    // The person's lists, oldest first (the first of a name is the one a file's list of that name
    // goes into), each row locked until the import ends (PostgreSQL), as any write to a list is.
    await trx.updateTable("named_list").set({ updated_at: now }).where("user_id", "=", userId).execute();
    const existing = await trx.selectFrom("named_list").select(["id", "name"]).where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
    const idOf = new Map<string, string>();
    for (const row of existing) if (!idOf.has(row.name)) idOf.set(row.name, row.id);
    let count = existing.length;
    // A file holding two lists of one name keeps them apart: the second is "Name (2)", and so on.
    const timesNamed = new Map<string, number>();
    for (const list of lists) {
      const times = (timesNamed.get(list.name) ?? 0) + 1;
      timesNamed.set(list.name, times);
      const name = times === 1 ? list.name : `${list.name.slice(0, NAME_LIMITS.max - ` (${times})`.length)} (${times})`;
      let id = idOf.get(name);
      if (id === undefined) {
        if (count >= MAX_NAMED_LISTS) throw new NamedListLimitError(`You can keep at most ${MAX_NAMED_LISTS.toLocaleString("en")} lists of your own.`);
        id = randomUUID();
        await trx.insertInto("named_list").values({ id, user_id: userId, name, description: list.description, ranked: list.ranked ? 1 : 0, share_token: null, owner_name: "", created_at: now, updated_at: now }).execute();
        idOf.set(name, id);
        count++;
        restored.lists_made++;
      }
      const listId = id;
      const held = new Set((await trx.selectFrom("named_list_entry").select("movie_id").where("list_id", "=", listId).execute()).map((row) => row.movie_id));
      const fresh = list.films.filter((film) => !held.has(film.movie_id) && held.add(film.movie_id));
      if (fresh.length === 0) continue;
      if (held.size > MAX_NAMED_LIST_FILMS) throw new NamedListLimitError(`A list can hold at most ${MAX_NAMED_LIST_FILMS.toLocaleString("en")} films.`);
      const first = held.size - fresh.length + 1;
      const rows = fresh.map((film, index) => ({ list_id: listId, movie_id: film.movie_id, title: film.title, year: film.year, poster_path: film.poster_path, note: film.note, position: first + index, added_at: film.added_at ?? now }));
      for (let at = 0; at < rows.length; at += RESTORE_BATCH) await trx.insertInto("named_list_entry").values(rows.slice(at, at + RESTORE_BATCH)).execute();
      restored.films_added += fresh.length;
    }
    return restored;
  }

  /** Everything the person named, gone within the caller's transaction: their account is being deleted (ListsStore.forgetPerson). */
  static async forgetPersonIn(trx: Kysely<Tables>, userId: string): Promise<void> {
    // The lists' rows first, locking them (PostgreSQL) so no film can go into one as it goes.
    await trx.updateTable("named_list").set({ updated_at: new Date().toISOString() }).where("user_id", "=", userId).execute();
    await trx.deleteFrom("named_list_entry").where("list_id", "in", trx.selectFrom("named_list").select("id").where("user_id", "=", userId)).execute();
    await trx.deleteFrom("named_list").where("user_id", "=", userId).execute();
  }

  /**
   * Puts a film in the list: at the end, or at `position` (an undo); a film already there keeps its
   * place and gets the new snapshot, and the new note when one is given. Undefined when the person
   * has no such list.
   */
  async addFilm(userId: string, id: string, { film, note, position, addedAt }: FilmInList): Promise<NamedListEntry | undefined> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.touch(trx, userId, id))) return undefined;
      const existing = await trx.selectFrom("named_list_entry").selectAll().where("list_id", "=", id).where("movie_id", "=", film.movie_id).executeTakeFirst();
      if (existing) {
        const kept = { title: film.title, year: film.year, poster_path: film.poster_path, ...(note === undefined ? {} : { note }) };
        await trx.updateTable("named_list_entry").set(kept).where("list_id", "=", id).where("movie_id", "=", film.movie_id).execute();
        return toEntry({ ...existing, ...kept });
      }
      const count = await this.filmCount(trx, id);
      if (count >= MAX_NAMED_LIST_FILMS) throw new NamedListLimitError(`A list can hold at most ${MAX_NAMED_LIST_FILMS.toLocaleString("en")} films.`);
      const at = Math.min(position ?? count + 1, count + 1);
      if (at <= count) await trx.updateTable("named_list_entry").set((eb) => ({ position: eb("position", "+", 1) })).where("list_id", "=", id).where("position", ">=", at).execute();
      const row = { list_id: id, ...film, note: note ?? "", position: at, added_at: addedAt ?? new Date().toISOString() };
      await trx.insertInto("named_list_entry").values(row).execute();
      return toEntry(row);
    });
  }

  /** Takes a film out, closing the gap; answers what went (for an undo), or undefined when it was not there. */
  async removeFilm(userId: string, id: string, movieId: number): Promise<RemovedFromList | undefined> {
    return unlessNothingChanged(this.db, async (trx) => {
      if (!(await this.touch(trx, userId, id))) return undefined;
      const removed = await trx.deleteFrom("named_list_entry").where("list_id", "=", id).where("movie_id", "=", movieId).returning(["position", "note", "added_at"]).executeTakeFirst();
      if (!removed) throw new NothingChanged();
      await trx.updateTable("named_list_entry").set((eb) => ({ position: eb("position", "-", 1) })).where("list_id", "=", id).where("position", ">", removed.position).execute();
      return removed;
    });
  }

  /**
   * Moves a film to a position (1 first; past the end means last), the films between shifting by
   * one. Answers its new position, or undefined when the list or the film is not there.
   */
  async moveFilm(userId: string, id: string, movieId: number, position: number): Promise<number | undefined> {
    return unlessNothingChanged(this.db, async (trx) => {
      if (!(await this.touch(trx, userId, id))) return undefined;
      const entry = await trx.selectFrom("named_list_entry").select("position").where("list_id", "=", id).where("movie_id", "=", movieId).executeTakeFirst();
      if (!entry) throw new NothingChanged();
      const to = Math.min(position, await this.filmCount(trx, id));
      const from = entry.position;
      if (to < from) {
        await trx.updateTable("named_list_entry").set((eb) => ({ position: eb("position", "+", 1) })).where("list_id", "=", id).where("position", ">=", to).where("position", "<", from).execute();
      } else if (to > from) {
        await trx.updateTable("named_list_entry").set((eb) => ({ position: eb("position", "-", 1) })).where("list_id", "=", id).where("position", ">", from).where("position", "<=", to).execute();
      }
      await trx.updateTable("named_list_entry").set({ position: to }).where("list_id", "=", id).where("movie_id", "=", movieId).execute();
      return to;
    });
  }

  /** One page of the person's list (as `list` read it), in its own order or sorted; each film with the person's rating of it. */
  async page(userId: string, list: NamedList, query: NamedListQuery): Promise<NamedListPage> {
    const id = list.id;
    const direction = query.descending ? "desc" : "asc";
    const column = { rank: "named_list_entry.position", added: "named_list_entry.added_at", title: "lower(named_list_entry.title)", year: "named_list_entry.year", rating: "film_rating.half_stars" }[query.sort];
    const rows = await this.db
      .selectFrom("named_list_entry")
      .leftJoin("film_rating", (join) => join.on("film_rating.user_id", "=", userId).onRef("film_rating.movie_id", "=", "named_list_entry.movie_id"))
      .selectAll("named_list_entry")
      .select("film_rating.half_stars")
      .where("named_list_entry.list_id", "=", id)
      // Ties (a year, a rating) keep the list's own order, so a page never shifts between requests.
      .orderBy(sql.raw(`${column} ${direction}${query.sort === "rating" ? " nulls last" : ""}, named_list_entry.position asc`))
      .limit(NAMED_LIST_PAGE_SIZE)
      .offset((query.page - 1) * NAMED_LIST_PAGE_SIZE)
      .execute();
    return {
      list,
      page: query.page,
      sort: query.sort,
      results: rows.map((row) => ({ ...toEntry(row), rating: stars(row.half_stars) })),
      total_pages: Math.ceil(list.film_count / NAMED_LIST_PAGE_SIZE),
      total_results: list.film_count,
    };
  }

  /** Makes the list's link, shown with the name the owner chose: the same link while the list stays shared, a new one once sharing has stopped. Undefined when the person has no such list. */
  async share(userId: string, id: string, ownerName: string): Promise<NamedList | undefined> {
    const row = await this.db
      .updateTable("named_list")
      .set((eb) => ({ share_token: eb.fn.coalesce("share_token", sql<string>`${newShareToken()}`), owner_name: ownerName, updated_at: new Date().toISOString() }))
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row && toNamedList(row, await this.filmCount(this.db, id));
  }

  /** The link stops working at once: its token is gone. */
  async stopSharing(userId: string, id: string): Promise<NamedList | undefined> {
    const row = await this.db.updateTable("named_list").set({ share_token: null, updated_at: new Date().toISOString() }).where("user_id", "=", userId).where("id", "=", id).returningAll().executeTakeFirst();
    return row && toNamedList(row, await this.filmCount(this.db, id));
  }

  /** A shared list as anyone with its link sees it, in the order its owner first sees it; undefined for a token that is not (or no longer) a list's. */
  async shared(token: string, page: number): Promise<SharedListPage | undefined> {
    const list = await this.db.selectFrom("named_list").selectAll().where("share_token", "=", token).executeTakeFirst();
    if (!list) return undefined;
    const total = await this.filmCount(this.db, list.id);
    const rows = await this.db
      .selectFrom("named_list_entry")
      .select(["movie_id", "title", "year", "poster_path", "note", "position"])
      .where("list_id", "=", list.id)
      // As its owner first sees it: a ranked list in its order, another newest first.
      .$if(list.ranked !== 1, (query) => query.orderBy("added_at", "desc"))
      .orderBy("position")
      .limit(NAMED_LIST_PAGE_SIZE)
      .offset((page - 1) * NAMED_LIST_PAGE_SIZE)
      .execute();
    return {
      name: list.name,
      description: list.description,
      ranked: list.ranked === 1,
      owner_name: list.owner_name,
      updated_at: list.updated_at,
      page,
      results: rows,
      total_pages: Math.ceil(total / NAMED_LIST_PAGE_SIZE),
      total_results: total,
    };
  }

  /** Every list the person named, each with all its films in its own order: what an export holds. */
  async everything(userId: string): Promise<Array<NamedList & { films: NamedListEntry[] }>> {
    const lists = await this.lists(userId);
    const films = await this.db
      .selectFrom("named_list_entry")
      .selectAll()
      .where("list_id", "in", this.db.selectFrom("named_list").select("id").where("user_id", "=", userId))
      .orderBy("list_id")
      .orderBy("position")
      .execute();
    return lists.map((list) => ({ ...list, films: films.filter((film) => film.list_id === list.id).map(toEntry) }));
  }

  /** The list's row marked as changed now (locking it in PostgreSQL until the transaction ends); false when the person has no such list. */
  private async touch(trx: Transaction<Tables>, userId: string, id: string): Promise<boolean> {
    const touched = await trx.updateTable("named_list").set({ updated_at: new Date().toISOString() }).where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return Number(touched.numUpdatedRows) > 0;
  }

  private async filmCount(db: Kysely<Tables>, id: string): Promise<number> {
    const { n } = await db.selectFrom("named_list_entry").select(sql<number>`count(*)`.as("n")).where("list_id", "=", id).executeTakeFirstOrThrow();
    return Number(n);
  }
}

function toNamedList(row: ListRow, filmCount: number): NamedList {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ranked: Number(row.ranked) === 1,
    film_count: filmCount,
    share_token: row.share_token,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toEntry(row: Tables["named_list_entry"]): NamedListEntry {
  return { movie_id: row.movie_id, title: row.title, year: row.year, poster_path: row.poster_path, position: row.position, note: row.note, added_at: row.added_at };
}
