import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { isProcessAlive } from "./process-alive";

/** Another import holds the lock; the CLI prints the message as it is. */
export class ImportBusyError extends Error {
  constructor(readonly pid: number) {
    super(`Another catalog import is running (pid ${pid}); wait for it to finish`);
    this.name = "ImportBusyError";
  }
}

/** The lock beside the catalog, in DATA_DIR: whoever holds it is building a new catalog file. */
export function importLockFile(target: string): string {
  return `${target}.import-lock`;
}

const ATTEMPTS = 5;
/** How long a lock file may stay empty: its creator writes its pid straight after creating it. */
const EMPTY_LOCK_WAIT_MS = 1000;

/**
 * Takes the import lock for `target`, or throws ImportBusyError naming the process that holds it.
 * The lock file is created with O_EXCL, so of two imports starting together exactly one gets it;
 * it holds the owner's pid, so a lock left by an import that was killed is taken over. Returns the
 * function that releases it.
 */
export function acquireImportLock(target: string): () => void {
  const file = importLockFile(target);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(file)) return () => releaseImportLock(file);
    const holder = readHolder(file);
    if (holder === undefined) continue;
    if (isProcessAlive(holder)) throw new ImportBusyError(holder);
    takeOver(file, holder);
  }
  throw new Error(`Could not take the catalog import lock ${file}: it kept changing hands`);
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The pid in a lock file; undefined when the file is gone; 0 when it stays empty or holds no pid. */
function readHolder(file: string): number | undefined {
  const started = Date.now();
  for (;;) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    if (text !== "" || Date.now() - started > EMPTY_LOCK_WAIT_MS) return /^\d+\n?$/.test(text) ? Number(text) : 0;
    // Created a moment ago, pid not written yet: wait a little rather than call it abandoned.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

/**
 * Removes a lock whose owner is gone. It is first renamed aside, so two imports taking over the
 * same stale lock cannot both remove it; if what was moved is not the stale lock (someone took it
 * over in between), it is linked back, which fails rather than overwrite a newer lock.
 */
function takeOver(file: string, stalePid: number): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readHolder(aside) !== stalePid) {
    try {
      linkSync(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  rmSync(aside, { force: true });
}

/** Removes the lock if it is still ours: a lock taken over from us is no longer ours to remove. */
function releaseImportLock(file: string): void {
  if (readHolder(file) === process.pid) rmSync(file, { force: true });
}
