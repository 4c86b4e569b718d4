import type Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { watchedDatabase } from "../auth/storage-watch";
import { migrateLists } from "./lists-migrations";
import { ListsStore } from "./lists-store";
import type { ListsTables } from "./lists-tables";

/**
 * The lists live in the accounts' database (DATA_DIR/app.db: WAL, synchronous writes), beside the
 * users they belong to, through Kysely: the same queries and migrations will run on PostgreSQL.
 * Statements are watched like the accounts' (a failing disk is answered as such).
 */
export async function openLists(db: Database.Database): Promise<ListsStore> {
  const kysely = new Kysely<ListsTables>({ dialect: new SqliteDialect({ database: watchedDatabase(db) }) });
  await migrateLists(kysely as unknown as Kysely<unknown>);
  return new ListsStore(kysely);
}
