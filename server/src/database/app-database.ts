import type { Kysely } from "kysely";
import type { AppTables } from "./app-tables";

/**
 * Where accounts, sessions, sign-in attempts and lists are kept: SQLite in DATA_DIR
 * (sqlite-database.ts) or PostgreSQL (postgres-database.ts). Both are reached through Kysely, with
 * the same queries and migrations; what differs is here.
 */
export interface AppDatabase {
  readonly kind: "sqlite" | "postgres";
  /**
   * The one Kysely through which everything reaches this database, every statement watched
   * (storage-watch.ts): better-auth's tables (it is given this instance) and the app's own, the
   * lists and the sign-in attempts.
   */
  readonly tables: Kysely<AppTables>;
  /**
   * Runs `work` while no other process runs its own: migrations at start, which several processes
   * starting at once would otherwise run side by side (each creating the same tables).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Where the database is, for the operator: "DATA_DIR /srv/movieapp" or "DATABASE_URL postgres://…" (no password). */
  readonly place: string;
  close(): Promise<void>;
}
