import { randomUUID } from "node:crypto";
import { limitsOf, type TakeTurns } from "../database/take-turns";
import { sql, type Kysely } from "kysely";
import { NOTE_START_LENGTH, noteStart, type FilmSnapshot, type FilmState, type ListEntry, type ListName, type ListPage, type ListSort, type ListsSummary, type MembershipList } from "../../../common/lists";
import type { ImportedNamedList, NamedListsRestored } from "../../../common/named-lists";
import type { ExportedFilmNote } from "../../../common/diary";
import { DiaryStore } from "../diary/diary-store";
import { FilmNotesStore } from "../diary/film-notes-store";
import type { ApiTokensStore } from "../api-tokens/api-tokens-store";
import type { CalendarFeedsStore } from "../calendar/calendar-feeds-store";
import { NamedListsStore } from "../named-lists/named-lists-store";
import { PicksHistoryStore } from "../picks/picks-history";
import type { NamedListTables } from "../named-lists/named-list-tables";
import type { ListsTables } from "./lists-tables";
import { MediaServersStore, type MediaServerStoreTables } from "../media-servers/media-servers-store";

/** Entries on one page of a list, as TMDB pages its lists. */
export const LIST_PAGE_SIZE = 20;
/** The most entries one list may hold: more films than most catalogs have, and a bound on what an account can grow to. */
export const MAX_LIST_ENTRIES = 50_000;
/** Rows per statement in a batch: well inside SQLite's limit on bound values (7 columns each). */
const BATCH = 500;

const inBatches = <T>(rows: readonly T[]): T[][] => Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH));

/** One film an import keeps: in a list of films (from when the file says), rated, and/or seen on a day. */
export interface ImportedChange {
  film: FilmSnapshot;
  member?: MembershipList;
  halfStars?: number;
  seenOn?: string;
  addedAt?: string;
  /** A viewing's own words: the person said it was a rewatch; what they wrote of it. */
  saidRewatch?: boolean;
  review?: string | null;
}

/** What a viewing carries besides its film and day: kept when it is entered, given back when it is removed (an undo). */
export interface ViewingWords {
  saidRewatch: boolean;
  review: string | null;
}

/** A change that would take a list past MAX_LIST_ENTRIES. */
export class ListFullError extends Error {
  constructor(readonly list: ListName) {
    super(`Your ${list} can hold at most ${MAX_LIST_ENTRIES.toLocaleString("en")} entries.`);
  }
}

export interface ListQuery {
  page: number;
  sort: ListSort;
  descending: boolean;
}

const stars = (halfStars: number | null) => (halfStars === null ? null : halfStars / 2);

/**
 * The lists a person keeps, read and written through the app database's Kysely (SQLite or
 * PostgreSQL, the same queries). It does not own that connection: accounts share it, and the
 * server closes it at shutdown. Every write is one statement or one transaction, committed before the caller
 * answers, so an acknowledged change survives a crash. Every query is scoped to one user id.
 */
export class ListsStore {
  /** The lists the person names themselves, over the same database. */
  readonly named: NamedListsStore;
  /** The viewings read as a diary, and the notes on films, over the same database. */
  readonly diary: DiaryStore;
  readonly notes: FilmNotesStore;
  /** What picks for the person are made from. */
  readonly picks: PicksHistoryStore;
  /** The person's connections to media servers, which log viewings here (media-servers/). */
  readonly mediaServers: MediaServersStore;

  /**
   * `tokens`: the person's API tokens (api-tokens/), which reach these lists for scripts and apps.
   * `mediaTables`: the same database, typed for the media servers' tables beside these.
   * `calendarFeeds`: the person's release-calendar feed (calendar/), which reads their watchlist.
   */
  constructor(
    private readonly db: Kysely<ListsTables & NamedListTables>,
    readonly tokens: ApiTokensStore,
    mediaTables: Kysely<MediaServerStoreTables>,
    readonly calendarFeeds: CalendarFeedsStore,
    private readonly turns: TakeTurns,
  ) {
    this.mediaServers = new MediaServersStore(mediaTables, (userId, film, seenOn, addedAt, within) => this.addSeen(userId, film, seenOn, addedAt, undefined, within));
    this.named = new NamedListsStore(db, turns);
    this.diary = new DiaryStore(db);
    this.notes = new FilmNotesStore(db);
    this.picks = new PicksHistoryStore(db);
  }

  /**
   * Everything one person keeps, their own lists too, gone in one transaction: their account is
   * being deleted (auth/create-auth.ts). Their API tokens go first, so none reaches what is left
   * should the rest fail (the deletion is then tried again).
   */
  async forgetPerson(userId: string): Promise<void> {
    await this.tokens.forgetPerson(userId);
    await this.mediaServers.forgetPerson(userId);
    await this.calendarFeeds.forgetPerson(userId);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("list_entry").where("user_id", "=", userId).execute();
      await trx.deleteFrom("film_rating").where("user_id", "=", userId).execute();
      await trx.deleteFrom("seen_entry").where("user_id", "=", userId).execute();
      await NamedListsStore.forgetPersonIn(trx, userId);
      await FilmNotesStore.forgetPersonIn(trx, userId);
    });
  }

  /** `addedAt` (an undo putting a film back) gives the film its old place in the list; without it, the film goes in now. */
  async addToList(userId: string, list: MembershipList, film: FilmSnapshot, addedAt = new Date().toISOString()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.ensureRoom(trx, userId, { [list]: 1 });
      // Adding a film already there keeps its first date: the list's order does not jump.
      await trx
        .insertInto("list_entry")
        .values({ user_id: userId, list, ...film, added_at: addedAt })
        .onConflict((conflict) => conflict.columns(["user_id", "list", "movie_id"]).doUpdateSet({ title: film.title, year: film.year, poster_path: film.poster_path }))
        .execute();
    });
  }

  /** Answers when the film had been added (what an undo needs), or undefined when it was not in the list. */
  async removeFromList(userId: string, list: MembershipList, movieId: number): Promise<string | undefined> {
    const removed = await this.db.deleteFrom("list_entry").where("user_id", "=", userId).where("list", "=", list).where("movie_id", "=", movieId).returning("added_at").executeTakeFirst();
    return removed?.added_at;
  }

  /** `halfStars` 1–10; the rating's date is when the film was first rated (`addedAt` when an undo puts a rating back). */
  async rate(userId: string, film: FilmSnapshot, halfStars: number, addedAt = new Date().toISOString()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.ensureRoom(trx, userId, { ratings: 1 });
      await trx
        .insertInto("film_rating")
        .values({ user_id: userId, ...film, half_stars: halfStars, added_at: addedAt })
        .onConflict((conflict) => conflict.columns(["user_id", "movie_id"]).doUpdateSet({ half_stars: halfStars, title: film.title, year: film.year, poster_path: film.poster_path }))
        .execute();
    });
  }

  /** Answers the rating that went (half stars, and when the film was first rated), or undefined when there was none. */
  async unrate(userId: string, movieId: number): Promise<{ halfStars: number; addedAt: string } | undefined> {
    const removed = await this.db.deleteFrom("film_rating").where("user_id", "=", userId).where("movie_id", "=", movieId).returning(["half_stars", "added_at"]).executeTakeFirst();
    return removed && { halfStars: removed.half_stars, addedAt: removed.added_at };
  }

  /** `addedAt` and `words` when an undo puts a viewing back, so it keeps its place among the viewings of its day and what it carried. */
  /** `within`: a caller's transaction the viewing is added in (a media server's play, recorded with it). */
  async addSeen(
    userId: string,
    film: FilmSnapshot,
    seenOn: string,
    addedAt = new Date().toISOString(),
    words: ViewingWords = { saidRewatch: false, review: null },
    within?: Kysely<ListsTables & NamedListTables>,
  ): Promise<string> {
    const id = randomUUID();
    const add = async (trx: Kysely<ListsTables & NamedListTables>) => {
      await this.ensureRoom(trx, userId, { seen: 1 });
      await trx.insertInto("seen_entry").values({ id, user_id: userId, ...film, seen_on: seenOn, added_at: addedAt, said_rewatch: words.saidRewatch ? 1 : 0, review: words.review }).execute();
    };
    await (within ? add(within) : this.db.transaction().execute(add));
    return id;
  }

  /** Answers the viewing that went (its film, day, when it was entered and what it carried), or undefined when the person has no such viewing. */
  async removeSeen(userId: string, entryId: string): Promise<({ movieId: number; seenOn: string; addedAt: string } & ViewingWords) | undefined> {
    const removed = await this.db
      .deleteFrom("seen_entry")
      .where("user_id", "=", userId)
      .where("id", "=", entryId)
      .returning(["movie_id", "seen_on", "added_at", "said_rewatch", "review"])
      .executeTakeFirst();
    return removed && { movieId: removed.movie_id, seenOn: removed.seen_on, addedAt: removed.added_at, saidRewatch: Number(removed.said_rewatch) === 1, review: removed.review };
  }

  async filmState(userId: string, movieId: number): Promise<FilmState> {
    return (await this.filmStates(userId, [movieId]))[0]!;
  }

  /** The start of the person's notes on these films (noteStart), of those they have a note on. */
  private async noteStarts(userId: string, movieIds: readonly number[]): Promise<Map<number, string>> {
    // A note's first line is within its first few hundred characters, unless it begins with blank lines.
    const rows = await this.db
      .selectFrom("film_note")
      .select(["movie_id", sql<string>`substr(note, 1, ${NOTE_START_LENGTH * 4})`.as("start")])
      .where("user_id", "=", userId)
      .where("movie_id", "in", movieIds)
      .execute();
    return new Map(rows.map((row) => [row.movie_id, noteStart(row.start)]));
  }

  /**
   * Many films' places at once (the cards of a page), in the order asked: four queries whatever
   * the number of films (callers bound it: MAX_FILM_STATES).
   */
  async filmStates(userId: string, movieIds: readonly number[]): Promise<FilmState[]> {
    if (movieIds.length === 0) return [];
    const [memberships, ratings, viewings, notes] = await Promise.all([
      this.db.selectFrom("list_entry").select(["movie_id", "list"]).where("user_id", "=", userId).where("movie_id", "in", movieIds).execute(),
      this.db.selectFrom("film_rating").select(["movie_id", "half_stars"]).where("user_id", "=", userId).where("movie_id", "in", movieIds).execute(),
      this.db
        .selectFrom("seen_entry")
        .select(["movie_id", "id", "seen_on"])
        .where("user_id", "=", userId)
        .where("movie_id", "in", movieIds)
        .orderBy("seen_on", "desc")
        .orderBy("added_at", "desc")
        .execute(),
      this.noteStarts(userId, movieIds),
    ]);
    const halfStars = new Map(ratings.map((row) => [row.movie_id, row.half_stars]));
    return movieIds.map((movieId) => ({
      movie_id: movieId,
      watchlist: memberships.some((row) => row.movie_id === movieId && row.list === "watchlist"),
      favorites: memberships.some((row) => row.movie_id === movieId && row.list === "favorites"),
      rating: stars(halfStars.get(movieId) ?? null),
      seen: viewings.filter((row) => row.movie_id === movieId).map((row) => ({ entry_id: row.id, seen_on: row.seen_on })),
      ...(notes.has(movieId) ? { note_start: notes.get(movieId)! } : {}),
    }));
  }

  async summary(userId: string): Promise<ListsSummary> {
    const count = sql<number>`count(*)`.as("n");
    const [watchlist, favorites, ratings, seen] = await Promise.all([
      this.db.selectFrom("list_entry").select(count).where("user_id", "=", userId).where("list", "=", "watchlist").executeTakeFirstOrThrow(),
      this.db.selectFrom("list_entry").select(count).where("user_id", "=", userId).where("list", "=", "favorites").executeTakeFirstOrThrow(),
      this.db.selectFrom("film_rating").select(count).where("user_id", "=", userId).executeTakeFirstOrThrow(),
      this.db.selectFrom("seen_entry").select(count).where("user_id", "=", userId).executeTakeFirstOrThrow(),
    ]);
    return { watchlist: Number(watchlist.n), favorites: Number(favorites.n), seen: Number(seen.n), ratings: Number(ratings.n) };
  }

  /** The person's stars for those of these films they have rated (any number of films: asked in batches). */
  async ratingsOf(userId: string, movieIds: readonly number[]): Promise<Map<number, number>> {
    const rated = new Map<number, number>();
    for (const batch of inBatches([...new Set(movieIds)])) {
      const rows = await this.db.selectFrom("film_rating").select(["movie_id", "half_stars"]).where("user_id", "=", userId).where("movie_id", "in", batch).execute();
      for (const row of rows) rated.set(row.movie_id, stars(row.half_stars)!);
    }
    return rated;
  }

  /** One of the person's lists whole, the newest added first. */
  async whole(userId: string, list: ListName): Promise<ListEntry[]> {
    return this.rows(userId, list, "added", "desc", { offset: 0, limit: null });
  }

  /** Everything the person keeps, each list whole, newest first: what an export holds. */
  async everything(userId: string): Promise<Record<ListName, ListEntry[]>> {
    const whole = (list: ListName) => this.whole(userId, list);
    return { watchlist: await whole("watchlist"), favorites: await whole("favorites"), ratings: await whole("ratings"), seen: await whole("seen") };
  }

  /**
   * Many changes at once (an import), in one transaction: all are kept, or, if one fails, none.
   * Written in batches, so ten thousand rows are a few dozen statements. A film already in the
   * watchlist or the favourites keeps its place; a rating replaces the one before; viewings already
   * kept (same film, same day) count towards the file's, so importing a diary again changes nothing.
   * With `keepRatings`, a film the person has rated keeps their rating instead. Lists the person
   * named come back in the same transaction (NamedListsStore.restoreIn).
   * Answers how many of the changes were there already (importPlan).
   */
  async applyAll(
    userId: string,
    changes: ReadonlyArray<ImportedChange>,
    { keepRatings = false, namedLists = [], notes = [] }: { keepRatings?: boolean; namedLists?: readonly ImportedNamedList[]; notes?: readonly ExportedFilmNote[] } = {},
  ): Promise<{ already: number; named: NamedListsRestored; notes: number }> {
    return this.db.transaction().execute(async (trx) => {
      // The person's turn before the plan reads what they have (ensureRoom takes it too).
      await this.turns(trx, limitsOf(userId));
      const { memberships, ratings, seen, seenGaining, already } = await this.importPlan(trx, userId, changes);
      await this.ensureRoom(trx, userId, {
        watchlist: memberships.filter((row) => row.list === "watchlist").length,
        favorites: memberships.filter((row) => row.list === "favorites").length,
        ratings: ratings.length,
        seen: seen.length,
      });
      for (const batch of inBatches(memberships)) await trx.insertInto("list_entry").values(batch).onConflict((c) => c.doNothing()).execute();
      for (const batch of inBatches(ratings)) {
        await trx
          .insertInto("film_rating")
          .values(batch)
          .onConflict((c) => (keepRatings ? c.columns(["user_id", "movie_id"]).doNothing() : c.columns(["user_id", "movie_id"]).doUpdateSet((eb) => ({ half_stars: eb.ref("excluded.half_stars") }))))
          .execute();
      }
      for (const batch of inBatches(seen)) await trx.insertInto("seen_entry").values(batch).execute();
      for (const { id, said_rewatch, review } of seenGaining) await trx.updateTable("seen_entry").set({ said_rewatch, review }).where("user_id", "=", userId).where("id", "=", id).execute();
      const named = await NamedListsStore.restoreIn(trx, userId, namedLists);
      const keptNotes = await FilmNotesStore.restoreIn(trx, userId, notes);
      return { already, named, notes: keptNotes };
    });
  }

  /** How many of an import's changes are there already (importPlan): what its preview tells before anything is kept. */
  async alreadyThere(userId: string, changes: ReadonlyArray<ImportedChange>): Promise<number> {
    return (await this.importPlan(this.db, userId, changes)).already;
  }

  /**
   * The rows an import writes, read against what the person keeps, and how many of its changes
   * are there already, each by what it brings first: a viewing already kept, a film already in its
   * list, or (a rating alone) a film already rated.
   */
  private async importPlan(db: Kysely<ListsTables & NamedListTables>, userId: string, changes: ReadonlyArray<ImportedChange>) {
    const now = new Date().toISOString();
    const memberships = changes.flatMap(({ film, member, addedAt }) => (member ? [{ user_id: userId, list: member, ...film, added_at: addedAt ?? now }] : []));
    // One row per film (a statement cannot write one key twice): the import's rating of each film (importedRatings).
    const ratings = [...new Map(changes.flatMap(({ film, halfStars, addedAt }) => (halfStars === undefined ? [] : [[film.movie_id, { user_id: userId, ...film, half_stars: halfStars, added_at: addedAt ?? now }] as const]))).values()];
    const films = [...new Set(changes.map(({ film }) => film.movie_id))];
    const inLists = new Set<string>();
    const rated = new Set<number>();
    for (const batch of inBatches(films)) {
      for (const row of await db.selectFrom("list_entry").select(["list", "movie_id"]).where("user_id", "=", userId).where("movie_id", "in", batch).execute()) inLists.add(`${row.list}/${row.movie_id}`);
      for (const row of await db.selectFrom("film_rating").select("movie_id").where("user_id", "=", userId).where("movie_id", "in", batch).execute()) rated.add(row.movie_id);
    }
    // Counted as they come: a film a file names twice for one list is new once, then there already.
    let already = 0;
    for (const { film, member, seenOn, halfStars } of changes) {
      if (seenOn !== undefined) continue;
      const seenBefore = member ? inLists.has(`${member}/${film.movie_id}`) : halfStars !== undefined && rated.has(film.movie_id);
      if (seenBefore) already++;
      if (member) inLists.add(`${member}/${film.movie_id}`);
      else if (halfStars !== undefined) rated.add(film.movie_id);
    }
    // A film's viewings of one day are brought up to as many as the file has: the same file
    // again adds none, and two viewings of a day (the app's own export can hold them) stay two.
    // A viewing kept already takes what the file says of it and it lacks (Letterboxd's reviews.csv
    // after its diary.csv): a review where it has none, a rewatch it was not said to be.
    const kept = new Map<string, Array<{ id: string; said_rewatch: number; review: string | null }>>();
    const viewing = (movieId: number, day: string) => `${movieId}/${day}`;
    for (const row of await db.selectFrom("seen_entry").select(["id", "movie_id", "seen_on", "said_rewatch", "review"]).where("user_id", "=", userId).orderBy("added_at").orderBy("id").execute()) {
      const key = viewing(row.movie_id, row.seen_on);
      kept.set(key, [...(kept.get(key) ?? []), { id: row.id, said_rewatch: Number(row.said_rewatch), review: row.review }]);
    }
    const seenGaining: Array<{ id: string; said_rewatch: number; review: string | null }> = [];
    const seen = changes.flatMap(({ film, seenOn, addedAt, saidRewatch = false, review = null }) => {
      if (seenOn === undefined) return [];
      const keptThatDay = kept.get(viewing(film.movie_id, seenOn))?.shift();
      if (keptThatDay) {
        already++;
        const gains = (review !== null && keptThatDay.review === null) || (saidRewatch && keptThatDay.said_rewatch === 0);
        if (gains) seenGaining.push({ id: keptThatDay.id, said_rewatch: saidRewatch ? 1 : keptThatDay.said_rewatch, review: keptThatDay.review ?? review });
        return [];
      }
      return [{ id: randomUUID(), user_id: userId, ...film, seen_on: seenOn, added_at: addedAt ?? now, said_rewatch: saidRewatch ? 1 : 0, review }];
    });
    return { memberships, ratings, seen, seenGaining, already };
  }

  /**
   * Refuses (ListFullError) changes that would take a list past MAX_LIST_ENTRIES: lists take any
   * film id, so without a bound one account could grow without end. Counts what is there plus
   * what is coming (an upper bound: some may already be there). Called in the change's
   * transaction, which takes its turn among the person's limit-bound writes before counting, so
   * two changes at once cannot both find the last place free.
   */
  private async ensureRoom(db: Kysely<ListsTables & NamedListTables>, userId: string, adding: Partial<Record<ListName, number>>): Promise<void> {
    await this.turns(db, limitsOf(userId));
    for (const [list, count] of Object.entries(adding) as Array<[ListName, number]>) {
      if (count === 0) continue;
      if ((await this.count(userId, list, db)) + count > MAX_LIST_ENTRIES) throw new ListFullError(list);
    }
  }

  /** One page of a list, sorted; each entry with the person's rating of the film, if any. */
  async page(userId: string, list: ListName, query: ListQuery): Promise<ListPage> {
    const offset = (query.page - 1) * LIST_PAGE_SIZE;
    const direction = query.descending ? "desc" : "asc";
    const rows = await this.rows(userId, list, query.sort, direction, { offset, limit: LIST_PAGE_SIZE });
    const total = await this.count(userId, list);
    return { list, page: query.page, results: rows, total_pages: Math.ceil(total / LIST_PAGE_SIZE), total_results: total };
  }

  private async count(userId: string, list: ListName, db: Kysely<ListsTables & NamedListTables> = this.db): Promise<number> {
    const count = sql<number>`count(*)`.as("n");
    const row =
      list === "seen"
        ? await db.selectFrom("seen_entry").select(count).where("user_id", "=", userId).executeTakeFirstOrThrow()
        : list === "ratings"
          ? await db.selectFrom("film_rating").select(count).where("user_id", "=", userId).executeTakeFirstOrThrow()
          : await db.selectFrom("list_entry").select(count).where("user_id", "=", userId).where("list", "=", list).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A list's entries in order; `limit: null` for all of them (an export). */
  private async rows(userId: string, list: ListName, sort: ListSort, direction: "asc" | "desc", { offset, limit }: { offset: number; limit: number | null }): Promise<ListEntry[]> {
    const toEntry = (row: { movie_id: number; title: string; year: string; poster_path: string | null; added_at: string; half_stars: number | null }): ListEntry => ({
      movie_id: row.movie_id, title: row.title, year: row.year, poster_path: row.poster_path, added_at: row.added_at,
      rating: stars(row.half_stars), rating_10: row.half_stars,
    });
    // Ties keep the newest first (for viewings, the latest day they were seen on), then the film
    // id, so a page never shifts between requests and one film's viewings read in date order.
    const orderOf = (table: string, added: string, newest = `${table}.added_at desc`) => {
      const column = { added, title: `lower(${table}.title)`, year: `${table}.year`, rating: "film_rating.half_stars" }[sort];
      return sql.raw(`${column} ${direction}${sort === "rating" ? " nulls last" : ""}, ${newest}, ${table}.movie_id asc`);
    };

    if (list === "ratings") {
      const rows = await this.db
        .selectFrom("film_rating")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy(orderOf("film_rating", "film_rating.added_at"))
        .$if(limit !== null, (query) => query.limit(limit!).offset(offset))
        .execute();
      return rows.map(toEntry);
    }
    // The person's rating joins every list, so any list can be sorted by it; unrated films sort last.
    if (list === "seen") {
      const rows = await this.db
        .selectFrom("seen_entry")
        .leftJoin("film_rating", (join) => join.onRef("film_rating.user_id", "=", "seen_entry.user_id").onRef("film_rating.movie_id", "=", "seen_entry.movie_id"))
        .select(["seen_entry.id", "seen_entry.movie_id", "seen_entry.title", "seen_entry.year", "seen_entry.poster_path", "seen_entry.added_at", "seen_entry.seen_on", "seen_entry.said_rewatch", "seen_entry.review", "film_rating.half_stars"])
        .where("seen_entry.user_id", "=", userId)
        // A viewing is "added" on the day it was seen.
        .orderBy(orderOf("seen_entry", `seen_entry.seen_on ${direction}, seen_entry.added_at`, "seen_entry.seen_on desc, seen_entry.added_at desc, seen_entry.id asc"))
        .$if(limit !== null, (query) => query.limit(limit!).offset(offset))
        .execute();
      return rows.map((row) => ({ ...toEntry(row), entry_id: row.id, seen_on: row.seen_on, said_rewatch: Number(row.said_rewatch) === 1, review: row.review }));
    }
    const rows = await this.db
      .selectFrom("list_entry")
      .leftJoin("film_rating", (join) => join.onRef("film_rating.user_id", "=", "list_entry.user_id").onRef("film_rating.movie_id", "=", "list_entry.movie_id"))
      .select(["list_entry.movie_id", "list_entry.title", "list_entry.year", "list_entry.poster_path", "list_entry.added_at", "film_rating.half_stars"])
      .where("list_entry.user_id", "=", userId)
      .where("list_entry.list", "=", list)
      .orderBy(orderOf("list_entry", "list_entry.added_at"))
      .$if(limit !== null, (query) => query.limit(limit!).offset(offset))
      .execute();
    return rows.map(toEntry);
  }
}
