import type { Dialect, Kysely } from "kysely";
import type { AppTables } from "./app-tables";

/**
 * Where accounts, sessions, sign-in attempts and lists are kept: SQLite in DATA_DIR
 * (sqlite-database.ts) or PostgreSQL (postgres-database.ts). Both are reached through Kysely, with
 * the same queries and migrations; what differs is here.
 */
export interface AppDatabase {
  readonly kind: "sqlite" | "postgres";
  /** What better-auth is given: a Kysely dialect over this database, every statement watched. */
  readonly auth: { dialect: Dialect; type: "sqlite" | "postgres"; transaction: true };
  /** The app's own tables: the lists and the sign-in attempts. */
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
