import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { storageFailureOf, storageStartupLine } from "../auth/storage-failure";
import { watchedDialect } from "../auth/storage-watch";
import { redactedDatabaseUrl } from "../config";
import type { AppDatabase } from "./app-database";
import type { AppTables } from "./app-tables";

/** Waiting longer for a connection only holds the request; the client is told to come back instead (503). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Idle connections are closed after this, so a quiet process holds few of the server's connections. */
const IDLE_TIMEOUT_MS = 30_000;
/**
 * The advisory lock migrations run under (pg_advisory_lock takes any 64-bit number; this one is
 * derived from the app's name in SQL, so it is the same in every process and version).
 */
const MIGRATION_LOCK = "movieapp migrations";

/** "DATABASE_URL postgres://…" without its password: how logs and error lines name the database. */
const databasePlace = (url: string) => `DATABASE_URL ${redactedDatabaseUrl(url)}`;

/** PostgreSQL could not be used at start: the one line to print, naming DATABASE_URL. */
export class DatabaseStartError extends Error {
  override name = "DatabaseStartError";
}

/** The line for an error met while connecting at start: unreachable, or refused with the server's reason. */
export function databaseStartupLine(url: string, error: unknown): string {
  const failure = storageFailureOf(error);
  const place = databasePlace(url);
  if (failure) return storageStartupLine(place, failure);
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? ` (${error.code})` : "";
  return `Cannot start: ${place} refused the connection: ${message}${code}`;
}

/**
 * PostgreSQL at DATABASE_URL, shared by every MovieApp process: one pool of at most `poolSize`
 * connections per process, used through one Kysely by better-auth and the app's own tables alike.
 * Checked with one query before anything else, so a database that cannot be reached stops the
 * start with one line.
 */
export async function openPostgresDatabase(url: string, poolSize: number, log: (line: string) => void = console.error): Promise<AppDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // TCP keep-alive probes from 10 s of silence, so a connection cut without a reset (a dead
    // network path) is found in about a minute instead of the system's default two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: "movieapp",
    // Every transaction READ COMMITTED, whatever the server's or the database's default: a write
    // that takes its turn (take-turns.ts) then reads what the transactions before it committed,
    // which a snapshot taken at its first statement (REPEATABLE READ) would not.
    options: "-c default_transaction_isolation=read\\ committed",
  });
  // A connection lost while idle in the pool (the database restarted, the network dropped) is
  // reported here; unhandled, it would end the process. The pool opens a new one when next asked.
  pool.on("error", (error) => log(`PostgreSQL: an idle connection was lost (${storageFailureOf(error)?.code ?? error.message}); new ones are opened as needed`));
  // A connection lost while taken from the pool is reported on the connection itself, and ends the
  // process when nobody listens (node-postgres emits it even between two queries of a request).
  // The query it cuts fails with the same error, which is answered as the storage's 503, and the
  // pool discards the connection when it is given back; so here it is only heard.
  pool.on("connect", (client) => client.on("error", () => undefined));
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    throw new DatabaseStartError(databaseStartupLine(url, error));
  }
  // Each query takes a connection from the pool, and each transaction holds one to itself.
  const tables = new Kysely<AppTables>({ dialect: watchedDialect(new PostgresDialect({ pool })) });
  return {
    kind: "postgres",
    tables,
    place: databasePlace(url),
    exclusively: async (work) => {
      // A session-level lock on a connection of its own, held while `work` uses others: it is
      // released when the work ends, or by PostgreSQL itself if this process dies holding it.
      const holder = await pool.connect();
      let unlockFailed = false;
      try {
        const { rows } = await holder.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [MIGRATION_LOCK]);
        if (!rows[0]?.locked) {
          log("PostgreSQL: another MovieApp process is migrating the database; waiting for it to finish");
          await holder.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
        }
        try {
          return await work();
        } finally {
          // A failure to unlock must not hide the work's own outcome: the lock goes with the
          // connection, which is then discarded rather than given back to the pool.
          await holder.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [MIGRATION_LOCK]).catch((error: unknown) => {
            log(`PostgreSQL: the migration lock could not be released (${error instanceof Error ? error.message : String(error)}); its connection is closed instead`);
            unlockFailed = true;
          });
        }
      } finally {
        holder.release(unlockFailed);
      }
    },
    close: async () => {
      // Kysely's driver ends the pool if it ever used it; a database opened and closed unused is ended here.
      await tables.destroy();
      if (!pool.ending) await pool.end();
    },
  };
}
