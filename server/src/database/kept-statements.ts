import type Database from "better-sqlite3";
import type { SqliteDatabase } from "kysely";
import { LRUCache } from "lru-cache";

/** How many distinct statements are kept: the app's queries are a few dozen, and lists of ids of every length each make one more. */
const KEPT_STATEMENTS = 256;

/**
 * The app database's connection as Kysely's SQLite driver takes it, keeping each prepared
 * statement for the next query with the same SQL. The driver prepares every query anew, and
 * compiling the same few statements (a session's lookup, a page's list marks) was a measurable part
 * of every signed-in page's CPU (docs/decisions/035). Reusing a statement is safe here: the driver
 * runs one query at a time on the connection, each to its end (`all` or `run`; a statement a stream
 * left busy is not reused), and SQLite recompiles a kept statement by itself after a schema change.
 */
export function keepingStatements(connection: Database.Database): SqliteDatabase {
  const statements = new LRUCache<string, Database.Statement>({ max: KEPT_STATEMENTS });
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      // A statement still being iterated (a stream left unfinished) cannot run again: make another.
      if (!statement || statement.busy) {
        statement = connection.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => connection.close(),
  };
}
