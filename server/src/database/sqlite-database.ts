import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { join } from "node:path";
import { watchedDialect } from "../auth/storage-watch";
import type { AppDatabase } from "./app-database";
import type { AppTables } from "./app-tables";
import { keepingStatements } from "./kept-statements";
import { TransactionalSqliteDialect } from "./transactional-sqlite-dialect";

export interface SqliteAppDatabase extends AppDatabase {
  readonly kind: "sqlite";
  /** The connection to app.db (tests fail the disk under it with SQLite's own switches). */
  readonly connection: Database.Database;
}

/**
 * DATA_DIR/app.db (SQLite, WAL, synchronous commits): the default, with nothing to install.
 *
 * One connection, and one Kysely over it for better-auth and the app alike: Kysely's SQLite driver
 * runs one statement or one whole transaction at a time on it, the others waiting their turn
 * without blocking the event loop. A sign-up's transaction reads, hashes the password (tens of
 * milliseconds), then writes; with a second connection in the process, a write committed there in
 * between (a counted attempt, a list change) made SQLite refuse the sign-up's write
 * (SQLITE_BUSY_SNAPSHOT), and a writer waiting on the other's lock blocked the event loop the lock
 * holder needed. One process per file: PostgreSQL is the way to run several processes.
 */
export function openSqliteDatabase(dataDir: string): SqliteAppDatabase {
  const connection = new Database(join(dataDir, "app.db"));
  connection.pragma("journal_mode = WAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const tables = new Kysely<AppTables>({ dialect: watchedDialect(new TransactionalSqliteDialect({ database: keepingStatements(connection) })) });
  return {
    kind: "sqlite",
    tables,
    connection,
    exclusively: (work) => work(),
    place: `DATA_DIR ${dataDir}`,
    close: () => tables.destroy(),
  };
}

export function isSqliteDatabase(database: AppDatabase): database is SqliteAppDatabase {
  return database.kind === "sqlite" && "connection" in database;
}
