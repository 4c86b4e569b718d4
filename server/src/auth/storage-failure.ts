/**
 * Failures of the disk under DATA_DIR, told apart from bugs: SQLite's result codes (better-sqlite3
 * puts them in `code`, extended ones such as SQLITE_IOERR_WRITE included) and the file system's
 * own errno codes, which the same failures give when we write files ourselves.
 */
export type StorageFailureKind = "full" | "read-only" | "io" | "cannot-open" | "damaged";

export interface StorageFailure {
  kind: StorageFailureKind;
  /** The code as thrown, for the operator: SQLITE_FULL, ENOSPC… */
  code: string;
}

const KINDS: ReadonlyArray<readonly [RegExp, StorageFailureKind]> = [
  [/^(SQLITE_FULL|ENOSPC|EDQUOT)$/, "full"],
  [/^(SQLITE_READONLY(_\w+)?|EROFS|EACCES|EPERM)$/, "read-only"],
  [/^(SQLITE_IOERR(_\w+)?|EIO)$/, "io"],
  [/^SQLITE_CANTOPEN(_\w+)?$/, "cannot-open"],
  [/^(SQLITE_CORRUPT(_\w+)?|SQLITE_NOTADB)$/, "damaged"],
];

export function storageFailureOf(error: unknown): StorageFailure | undefined {
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (code === undefined) return undefined;
  const kind = KINDS.find(([pattern]) => pattern.test(code))?.[1];
  return kind && { kind, code };
}

/** What is wrong with the disk, completing "DATA_DIR … ". */
export const STORAGE_PROBLEMS: Record<StorageFailureKind, string> = {
  full: "is full: free some space",
  "read-only": "is not writable: check its permissions and that its file system is not mounted read-only",
  io: "gave a disk I/O error",
  "cannot-open": "has a database file that cannot be opened",
  damaged: "holds a database file that is damaged or is not a database",
};

/** The one line the server prints when it cannot start on this DATA_DIR. */
export function storageStartupLine(dataDir: string, failure: StorageFailure): string {
  return `Cannot start: DATA_DIR ${dataDir} ${STORAGE_PROBLEMS[failure.kind]} (${failure.code})`;
}

/** What the person at the form reads when their sign-in or sign-up could not be saved. */
export function storageUnavailableMessage(failure: StorageFailure): string {
  const why = failure.kind === "full" ? "The server’s disk is full, so it" : "The server";
  return `${why} cannot save sign-ins and new accounts right now. Please try again later.`;
}
