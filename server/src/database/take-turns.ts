import { sql, type QueryExecutorProvider } from "kysely";
import type { AppDatabase } from "./app-database";

/**
 * Makes the transactions that name the same key run one after another, whichever process they run
 * in, so that what one reads at its start (how many lists a person has) still holds when it writes
 * (a limit checked, then kept). Called in the transaction before it reads what the limit counts.
 * - PostgreSQL: an advisory lock on a hash of the key (pg_advisory_xact_lock), held until the
 *   transaction commits or rolls back; the next transaction of that key waits for it, then reads
 *   what it committed (each statement of a READ COMMITTED transaction sees every commit before it;
 *   the app's connections are READ COMMITTED whatever the database's default: postgres-database.ts).
 * - SQLite: nothing to do. The process has one connection, on which one transaction runs at a time
 *   (database/sqlite-database.ts).
 */
export type TakeTurns = (transaction: QueryExecutorProvider, key: string) => Promise<void>;

export function takeTurnsOn(kind: AppDatabase["kind"]): TakeTurns {
  if (kind !== "postgres") return () => Promise.resolve();
  return async (transaction, key) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`movieapp ${key}`}, 0))`.execute(transaction);
  };
}

/** The key under which one person's writes that a limit bounds (lists, ratings, viewings, their own lists, API tokens) take turns. */
export const limitsOf = (userId: string): string => `limits ${userId}`;
