import { Migrator, sql, type Kysely, type Migration } from "kysely";

/**
 * The app's own tables (the lists, the sign-in attempts; better-auth migrates its own), one
 * migration per version, applied in order at start, the same set on SQLite and PostgreSQL. Kysely's
 * migrator keeps which ran in its own table; a start's pending migrations run in one transaction
 * with those records, so a failed migration leaves the data as it was (none of that start's
 * migrations is kept) and they are all tried again at the next start. Written in
 * Kysely's schema builder, which speaks both databases. Never edit one that has shipped: add the
 * next, with the next number (the migrator runs them in the order of their names).
 */
export const MIGRATIONS: Record<string, Migration> = {
  "001-lists": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("list_entry")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("list", "text", (c) => c.notNull().check(sql`list in ('watchlist', 'favorites')`))
        .addColumn("movie_id", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("poster_path", "text")
        .addColumn("added_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("list_entry_pk", ["user_id", "list", "movie_id"])
        .execute();
      await db.schema
        .createTable("film_rating")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("movie_id", "integer", (c) => c.notNull())
        .addColumn("half_stars", "integer", (c) => c.notNull().check(sql`half_stars between 1 and 10`))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("poster_path", "text")
        .addColumn("added_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("film_rating_pk", ["user_id", "movie_id"])
        .execute();
      await db.schema
        .createTable("seen_entry")
        // A random id made in code: an auto-increment is spelt differently in SQLite and PostgreSQL.
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("movie_id", "integer", (c) => c.notNull())
        .addColumn("seen_on", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("poster_path", "text")
        .addColumn("added_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("seen_entry_by_user").on("seen_entry").columns(["user_id", "movie_id"]).execute();
    },
  },
  // Lists are read newest first: an index in that order serves pages and exports without sorting.
  "002-list-order": {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex("list_entry_by_added").on("list_entry").columns(["user_id", "list", "added_at"]).execute();
      await db.schema.createIndex("film_rating_by_added").on("film_rating").columns(["user_id", "added_at"]).execute();
      await db.schema.createIndex("seen_entry_by_day").on("seen_entry").columns(["user_id", "seen_on"]).execute();
    },
  },
  // Sign-in and sign-up attempts, counted where every process sees them (auth/attempt-counter.ts).
  // Times are milliseconds since 1970: a bigint, as a 32-bit integer would overflow.
  "003-attempts": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("attempt")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("limit_key", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("attempt_by_key").on("attempt").columns(["limit_key", "at"]).execute();
      await db.schema.createIndex("attempt_by_expiry").on("attempt").column("expires_at").execute();
    },
  },
  // The devices each account has signed in from, which its sign-in limits tell apart from strangers
  // (auth/known-devices.ts, docs/decisions/056).
  "004-known-devices": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("known_device")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_used_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("known_device_by_user").on("known_device").columns(["user_id", "last_used_at"]).execute();
    },
  },
  // The lists people name themselves, and their films in each list's own order (named-lists/,
  // docs/decisions/058). A share token is unique: it alone finds a shared list.
  "005-named-lists": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("named_list")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("ranked", "integer", (c) => c.notNull().check(sql`ranked in (0, 1)`))
        .addColumn("share_token", "text", (c) => c.unique())
        .addColumn("owner_name", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("named_list_by_user").on("named_list").columns(["user_id", "updated_at"]).execute();
      await db.schema
        .createTable("named_list_entry")
        .addColumn("list_id", "text", (c) => c.notNull())
        .addColumn("movie_id", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("poster_path", "text")
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("added_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("named_list_entry_pk", ["list_id", "movie_id"])
        .execute();
      await db.schema.createIndex("named_list_entry_by_position").on("named_list_entry").columns(["list_id", "position"]).execute();
    },
  },
  // The diary (diary/, docs/decisions/059): a viewing keeps whether the person said it was a
  // rewatch and what they wrote of it (a Letterboxd diary's Rewatch and Review columns); and a
  // person's one private note on each film.
  "006-diary-and-notes": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("seen_entry").addColumn("said_rewatch", "integer", (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable("seen_entry").addColumn("review", "text").execute();
      await db.schema
        .createTable("film_note")
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("movie_id", "integer", (c) => c.notNull())
        .addColumn("note", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("year", "text", (c) => c.notNull())
        .addColumn("poster_path", "text")
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("film_note_pk", ["user_id", "movie_id"])
        .execute();
    },
  },
  // Personal API tokens, kept as their hashes (api-tokens/api-tokens-store.ts).
  "007-api-tokens": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("api_token")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("scope", "text", (c) => c.notNull().check(sql`scope in ('read', 'write')`))
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_used_at", "text")
        .addColumn("expires_at", "text")
        .execute();
      await db.schema.createIndex("api_token_by_user").on("api_token").columns(["user_id", "created_at"]).execute();
    },
  },
  // Webhook addresses for Jellyfin, Plex and Emby, and what came to them (media-servers/).
  "008-media-servers": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_server_hook")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('jellyfin', 'plex', 'emby')`))
        .addColumn("secret", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addUniqueConstraint("media_server_hook_one_per_kind", ["user_id", "kind"])
        .execute();
      await db.schema
        .createTable("media_server_event")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("hook_id", "text", (c) => c.notNull())
        .addColumn("received_at", "text", (c) => c.notNull())
        .addColumn("outcome", "text", (c) => c.notNull().check(sql`outcome in ('logged', 'repeat', 'ignored', 'not_found')`))
        .addColumn("reason", "text")
        .addColumn("title", "text")
        .addColumn("year", "text")
        .addColumn("movie_id", "integer")
        .addColumn("seen_on", "text")
        .addColumn("played_by", "text")
        .addColumn("play_key", "text")
        .addUniqueConstraint("media_server_event_one_per_play", ["hook_id", "play_key"])
        .execute();
      await db.schema.createIndex("media_server_event_by_hook").on("media_server_event").columns(["hook_id", "received_at"]).execute();
    },
  },
  // Each person's private release-calendar feed (calendar/).
  "009-calendar-feeds": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("calendar_feed")
        .addColumn("user_id", "text", (c) => c.primaryKey())
        .addColumn("secret", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
};

/** Brings the app's tables up to the latest version; throws (and changes nothing more) when a migration fails. */
export async function migrateTables<Tables>(db: Kysely<Tables>, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  // Each migration runs in one transaction with its record, which needs a dialect that says it can
  // roll back schema changes (transactional-sqlite-dialect.ts makes SQLite's say so; PostgreSQL's does).
  if (!db.getExecutor().adapter.supportsTransactionalDdl) throw new Error("The migrations need a database that can roll back schema changes");
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`The database migration ${failed} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
}
