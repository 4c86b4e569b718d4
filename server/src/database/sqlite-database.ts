import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { join } from "node:path";
import { watchedDialect } from "../auth/storage-watch";
import type { AppDatabase } from "./app-database";
import type { AppTables } from "./app-tables";
import { TransactionalSqliteDialect } from "./transactional-sqlite-dialect";

export interface SqliteAppDatabase extends AppDatabase {
  readonly kind: "sqlite";
  /** The two connections to app.db (tests fail the disk under them with SQLite's own switches). */
  readonly connections: { auth: Database.Database; tables: Database.Database };
}

function connect(file: string): Database.Database {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * DATA_DIR/app.db (SQLite, WAL, synchronous commits): the default, with nothing to install. Two
 * connections: better-auth holds its connection in a transaction while a sign-up's password is
 * hashed, and a list write or a counted attempt on that connection would join that transaction
 * (answered before it is on disk, lost if the sign-up rolls back). One process per file: SQLite's
 * own locks keep each transaction whole, and PostgreSQL is the way to run several processes.
 */
export function openSqliteDatabase(dataDir: string): SqliteAppDatabase {
  const auth = connect(join(dataDir, "app.db"));
  const tables = connect(join(dataDir, "app.db"));
  const kysely = new Kysely<AppTables>({ dialect: watchedDialect(new TransactionalSqliteDialect({ database: tables })) });
  return {
    kind: "sqlite",
    auth: { dialect: watchedDialect(new SqliteDialect({ database: auth })), type: "sqlite", transaction: true },
    tables: kysely,
    connections: { auth, tables },
    exclusively: (work) => work(),
    place: `DATA_DIR ${dataDir}`,
    close: async () => {
      await kysely.destroy();
      if (auth.open) auth.close();
    },
  };
}

export function isSqliteDatabase(database: AppDatabase): database is SqliteAppDatabase {
  return database.kind === "sqlite" && "connections" in database;
}
