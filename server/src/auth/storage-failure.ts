/**
 * Failures of the storage under the accounts and lists, told apart from bugs: SQLite's result
 * codes (better-sqlite3 puts them in `code`, extended ones such as SQLITE_IOERR_WRITE included),
 * the file system's own errno codes, which the same failures give when we write files ourselves,
 * and, with DATABASE_URL, PostgreSQL's SQLSTATE codes and the network's errno codes when the
 * database cannot be reached ("unreachable").
 */
import { errorCode } from "../error-code";

export type StorageFailureKind = "full" | "read-only" | "io" | "cannot-open" | "damaged" | "unreachable";

export interface StorageFailure {
  kind: StorageFailureKind;
  /** The code as thrown, for the operator: SQLITE_FULL, ENOSPC… */
  code: string;
}

const KINDS: ReadonlyArray<readonly [RegExp, StorageFailureKind]> = [
  // PostgreSQL: 53100 disk_full, 25006 read_only_sql_transaction (a standby after a failover).
  [/^(SQLITE_FULL|ENOSPC|EDQUOT|53100)$/, "full"],
  [/^(SQLITE_READONLY(_\w+)?|EROFS|EACCES|EPERM|25006)$/, "read-only"],
  [/^(SQLITE_IOERR(_\w+)?|EIO|58030)$/, "io"],
  [/^SQLITE_CANTOPEN(_\w+)?$/, "cannot-open"],
  [/^(SQLITE_CORRUPT(_\w+)?|SQLITE_NOTADB|XX001|XX002)$/, "damaged"],
  // The connection failing (class 08), the server shutting down or starting (57P01–57P03), too
  // many connections (53300), and the network's own codes on the way there.
  [/^(08\w{3}|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|ENOTFOUND|EAI_AGAIN|CONNECTION_LOST)$/, "unreachable"],
];

/**
 * node-postgres reports a connection lost midway, or none to be had in time, with these messages
 * and no code: they are the database going away, so they are given the code CONNECTION_LOST.
 */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

function codeOf(error: unknown): string | undefined {
  const code = errorCode(error);
  if (code !== undefined) return code;
  return error instanceof Error && CONNECTION_LOST.test(error.message) ? "CONNECTION_LOST" : undefined;
}

export function storageFailureOf(error: unknown): StorageFailure | undefined {
  const code = codeOf(error);
  if (code === undefined) return undefined;
  const kind = KINDS.find(([pattern]) => pattern.test(code))?.[1];
  return kind && { kind, code };
}

/** What is wrong with the storage, completing "DATA_DIR …" or "DATABASE_URL …". */
export const STORAGE_PROBLEMS: Record<StorageFailureKind, string> = {
  full: "is full: free some space",
  "read-only": "is not writable: check its permissions and that its file system is not mounted read-only",
  io: "gave a disk I/O error",
  "cannot-open": "has a database file that cannot be opened",
  damaged: "holds a database file that is damaged or is not a database",
  unreachable: "cannot be reached",
};

/** The one line the server prints when it cannot start on this storage: `place` is "DATA_DIR /srv/…" or "DATABASE_URL postgres://…". */
export function storageStartupLine(place: string, failure: StorageFailure): string {
  return `Cannot start: ${place} ${STORAGE_PROBLEMS[failure.kind]} (${failure.code})`;
}

/** How long a client is asked to wait: a database coming back takes seconds, an operator freeing a disk longer. */
export function retryAfterSeconds(failure: StorageFailure): number {
  return failure.kind === "unreachable" ? 5 : 60;
}

/** What could not be done, as a person reads it in "The server cannot … right now". */
export type StorageWork = "save sign-ins and new accounts" | "save changes to your lists" | "load your lists";

/** What a person reads when what they asked for could not be done for the storage's sake. */
export function storageUnavailableMessage(failure: StorageFailure, work: StorageWork): string {
  const why = failure.kind === "full" ? "The server’s disk is full, so it" : "The server";
  return `${why} cannot ${work} right now. Please try again later.`;
}
