import type { Kysely } from "kysely";
import type { ListsTables } from "../lists/lists-tables";
import type { NamedListTables } from "../named-lists/named-list-tables";
import type { History } from "./rank-picks";

/** The lists' tables as their store holds them (Kysely's types must match it exactly). */
type Tables = ListsTables & NamedListTables;

/**
 * What picks are made from (rank-picks.ts): the person's ratings, favourites and viewings, and every
 * film in their lists, read in one go (four indexed queries side by side), scoped to the person.
 */
export class PicksHistoryStore {
  constructor(private readonly db: Kysely<Tables>) {}

  async history(userId: string): Promise<History> {
    const [ratings, memberships, seen, named] = await Promise.all([
      this.db.selectFrom("film_rating").select(["movie_id", "half_stars", "title"]).where("user_id", "=", userId).execute(),
      this.db.selectFrom("list_entry").select(["movie_id", "list", "title"]).where("user_id", "=", userId).execute(),
      this.db.selectFrom("seen_entry").select(["movie_id", "title"]).distinct().where("user_id", "=", userId).execute(),
      this.db
        .selectFrom("named_list_entry")
        .innerJoin("named_list", "named_list.id", "named_list_entry.list_id")
        .select("named_list_entry.movie_id")
        .distinct()
        .where("named_list.user_id", "=", userId)
        .execute(),
    ]);
    return {
      ratings: new Map(ratings.map((row) => [row.movie_id, { halfStars: row.half_stars, title: row.title }])),
      favourites: new Map(memberships.filter((row) => row.list === "favorites").map((row) => [row.movie_id, row.title])),
      seen: new Map(seen.map((row) => [row.movie_id, row.title])),
      listed: new Set([...memberships.map((row) => row.movie_id), ...named.map((row) => row.movie_id)]),
    };
  }
}
