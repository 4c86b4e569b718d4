import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { storageFailureOf, type StorageFailure } from "./storage-failure";

/**
 * Notices the disk failing under a request to the auth service. better-auth turns a failed write
 * into an answer of its own — an empty 500, or "Failed to create user" — that does not say the
 * disk is at fault, so every statement it runs goes through here, and a storage failure is
 * noted on the request it happened in (AsyncLocalStorage follows the request through its awaits,
 * so parallel requests do not see each other's failures).
 */
const current = new AsyncLocalStorage<{ failure?: StorageFailure }>();

function noting<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    const failure = storageFailureOf(error);
    const record = current.getStore();
    if (failure && record && !record.failure) record.failure = failure;
    throw error;
  }
}

/** The database as Kysely (and so better-auth) uses it, with failing statements noted. */
export function watchedDatabase(db: Database.Database): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare: (sql: string): SqliteStatement => {
      const statement = noting(() => db.prepare(sql));
      return {
        reader: statement.reader,
        all: (parameters) => noting(() => statement.all(parameters)),
        run: (parameters) => noting(() => statement.run(parameters)),
        iterate: (parameters) => noting(() => statement.iterate(parameters)),
      };
    },
  };
}

/** Runs one request, and says whether the disk failed under it. */
export async function watchingStorage(run: () => Promise<void>): Promise<StorageFailure | undefined> {
  const record: { failure?: StorageFailure } = {};
  await current.run(record, run);
  return record.failure;
}
