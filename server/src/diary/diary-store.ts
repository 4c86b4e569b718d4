import { sql, type Kysely } from "kysely";
import { DIARY_PAGE_SIZE, type DiaryEntry, type DiaryPage, type DiaryYear } from "../../../common/diary";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";

/** The lists' tables as their store holds them (Kysely's types must match it exactly). */
type Tables = ListsTables & NamedListTables;

export interface DiaryQuery {
  /** Only the viewings of this year; undefined for all of them. */
  year: number | undefined;
  page: number;
}

const stars = (halfStars: number | null) => (halfStars === null ? null : halfStars / 2);

/**
 * The first day of a year and of the next, as a viewing's day is written (YYYY-MM-DD): a year's
 * viewings are those from the one up to the other, which the (user, day) index finds in order.
 */
const yearBounds = (year: number) => [`${String(year).padStart(4, "0")}-01-01`, `${String(year + 1).padStart(4, "0")}-01-01`] as const;

/**
 * A person's diary: their viewings (seen_entry) newest first, each with their rating and note of
 * its film, and whether it was a rewatch. Read through the lists' database (SQLite or PostgreSQL,
 * the same queries); every query is scoped to one user id.
 */
export class DiaryStore {
  constructor(private readonly db: Kysely<Tables>) {}

  async page(userId: string, { year, page }: DiaryQuery): Promise<DiaryPage> {
    const bounds = year === undefined ? undefined : yearBounds(year);
    // A viewing is a rewatch when the person has another viewing of the film before it: on an
    // earlier day, or earlier the same day (entered first; the id settles a tie, as the list's order does).
    const seenBefore = sql<number>`case when exists (
      select 1 from seen_entry earlier
      where earlier.user_id = seen_entry.user_id and earlier.movie_id = seen_entry.movie_id
        and (earlier.seen_on < seen_entry.seen_on
          or (earlier.seen_on = seen_entry.seen_on and (earlier.added_at < seen_entry.added_at
            or (earlier.added_at = seen_entry.added_at and earlier.id > seen_entry.id))))
    ) then 1 else 0 end`;
    const [rows, total, years] = await Promise.all([
      this.db
        .selectFrom("seen_entry")
        .leftJoin("film_rating", (join) => join.onRef("film_rating.user_id", "=", "seen_entry.user_id").onRef("film_rating.movie_id", "=", "seen_entry.movie_id"))
        .leftJoin("film_note", (join) => join.onRef("film_note.user_id", "=", "seen_entry.user_id").onRef("film_note.movie_id", "=", "seen_entry.movie_id"))
        .select([
          "seen_entry.id", "seen_entry.movie_id", "seen_entry.title", "seen_entry.year", "seen_entry.poster_path", "seen_entry.seen_on", "seen_entry.added_at",
          "seen_entry.said_rewatch", "seen_entry.review", "film_rating.half_stars", "film_note.note", seenBefore.as("seen_before"),
        ])
        .where("seen_entry.user_id", "=", userId)
        .$if(bounds !== undefined, (query) => query.where("seen_entry.seen_on", ">=", bounds![0]).where("seen_entry.seen_on", "<", bounds![1]))
        // The order of the seen list read newest first (lists-store.ts): a day's last entered first.
        .orderBy("seen_entry.seen_on", "desc")
        .orderBy("seen_entry.added_at", "desc")
        .orderBy("seen_entry.id", "asc")
        .limit(DIARY_PAGE_SIZE)
        .offset((page - 1) * DIARY_PAGE_SIZE)
        .execute(),
      this.db
        .selectFrom("seen_entry")
        .select(sql<number>`count(*)`.as("n"))
        .where("user_id", "=", userId)
        .$if(bounds !== undefined, (query) => query.where("seen_on", ">=", bounds![0]).where("seen_on", "<", bounds![1]))
        .executeTakeFirstOrThrow(),
      this.years(userId),
    ]);
    const results = rows.map((row): DiaryEntry => ({
      entry_id: row.id,
      movie_id: row.movie_id,
      title: row.title,
      year: row.year,
      poster_path: row.poster_path,
      seen_on: row.seen_on,
      added_at: row.added_at,
      rating: stars(row.half_stars),
      rewatch: Number(row.said_rewatch) === 1 || Number(row.seen_before) === 1,
      said_rewatch: Number(row.said_rewatch) === 1,
      review: row.review,
      note: row.note,
    }));
    const count = Number(total.n);
    return { year: year ?? null, page, results, total_pages: Math.ceil(count / DIARY_PAGE_SIZE), total_results: count, years };
  }

  /** The years with viewings, newest first, each with how many. */
  async years(userId: string): Promise<DiaryYear[]> {
    const year = sql<string>`substr(seen_on, 1, 4)`;
    const rows = await this.db
      .selectFrom("seen_entry")
      .select([year.as("year"), sql<number>`count(*)`.as("n")])
      .where("user_id", "=", userId)
      .groupBy(year)
      .orderBy(year, "desc")
      .execute();
    return rows.map((row) => ({ year: Number(row.year), viewings: Number(row.n) }));
  }

  /** Every viewing the person kept, oldest first (one day's in the order entered), as the statistics read them. */
  async allViewings(userId: string): Promise<Array<{ movieId: number; seenOn: string; saidRewatch: boolean }>> {
    const rows = await this.db
      .selectFrom("seen_entry")
      .select(["movie_id", "seen_on", "said_rewatch"])
      .where("user_id", "=", userId)
      .orderBy("seen_on", "asc")
      .orderBy("added_at", "asc")
      .orderBy("id", "desc")
      .execute();
    return rows.map((row) => ({ movieId: row.movie_id, seenOn: row.seen_on, saidRewatch: Number(row.said_rewatch) === 1 }));
  }

  /** The person's rating of each film they rated, in half stars. */
  async allRatings(userId: string): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom("film_rating").select(["movie_id", "half_stars"]).where("user_id", "=", userId).execute();
    return new Map(rows.map((row) => [row.movie_id, row.half_stars]));
  }

  /** The viewing's film and day, or undefined when the person has no such viewing. */
  async viewing(userId: string, entryId: string): Promise<{ movieId: number; year: string; seenOn: string } | undefined> {
    const row = await this.db.selectFrom("seen_entry").select(["movie_id", "year", "seen_on"]).where("user_id", "=", userId).where("id", "=", entryId).executeTakeFirst();
    return row && { movieId: row.movie_id, year: row.year, seenOn: row.seen_on };
  }

  /** Moves a viewing to another day (checked by the caller); answers whether the person had it. */
  async changeDay(userId: string, entryId: string, seenOn: string): Promise<boolean> {
    const changed = await this.db.updateTable("seen_entry").set({ seen_on: seenOn }).where("user_id", "=", userId).where("id", "=", entryId).executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }
}
