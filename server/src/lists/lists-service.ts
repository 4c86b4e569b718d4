import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { watchedDatabase } from "../auth/storage-watch";
import { migrateLists } from "./lists-migrations";
import { ListsStore } from "./lists-store";
import type { ListsTables } from "./lists-tables";
import { TransactionalSqliteDialect } from "./transactional-sqlite-dialect";

/**
 * The lists live in the accounts' database file (`app.db`: WAL, synchronous commits), beside the
 * users they belong to, through Kysely: the same queries and migrations will run on PostgreSQL.
 * They have a connection of their own: better-auth holds its connection in a transaction while a
 * sign-up's password is hashed, and a list write on that connection would join that transaction
 * (answered before it is on disk, lost if the sign-up rolls back). Statements are watched like the
 * accounts' (a failing disk is answered as such).
 */
export async function openLists(file: string): Promise<ListsStore> {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const kysely = new Kysely<ListsTables>({ dialect: new TransactionalSqliteDialect({ database: watchedDatabase(db) }) });
  try {
    await migrateLists(kysely as unknown as Kysely<unknown>);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return new ListsStore(kysely);
}
