import Database from "better-sqlite3";
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { extract } from "tar";
import { MIGRATIONS } from "../database/migrations";
import { errorCode } from "../error-code";
import { APP_DB, AUTH_SECRET_FILE, MANIFEST, PART_NAMES, describePart, readManifest, type BackupManifest, type PartName } from "./backup-manifest";
import { databaseFacts, integrityProblem } from "./database-facts";

/** Why a restore changed nothing: one line for the person at the terminal. */
export class RestoreRefused extends Error {
  constructor(file: string, problem: string) {
    super(`Cannot restore ${basename(file)}: ${problem}`);
    this.name = "RestoreRefused";
  }
}

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Where what the restore replaced is kept (DATA_DIR/app.db.before-restore-…), when there was anything. */
  keptAside: string[];
}

/**
 * Restores a backup made by writeBackup into DATA_DIR, all or nothing, while no server uses it.
 * Everything is checked first, in a staging folder beside the data: that the file is an archive
 * holding a MovieApp manifest and exactly the parts it lists, each part's size and SHA-256, that
 * SQLite finds the database whole and holding the rows the manifest counted, and that this MovieApp
 * knows every migration it has had. Only then is the data in place moved aside (kept, not deleted:
 * nothing saved is lost to a restore) and the backup's parts moved in.
 */
export async function restoreBackup(file: string, dataDir: string, now = new Date()): Promise<RestoredBackup> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(file, "there is no such file");
  const staging = mkdtempSync(join(dataDir, ".restore-"));
  try {
    const manifest = await checkedBackup(file, staging);
    const live = join(dataDir, APP_DB);
    // Held until the parts are swapped: a server starting meanwhile waits, or fails to start.
    const held = existsSync(live) ? holdUnused(file, live) : undefined;
    try {
      return { manifest, keptAside: swapIn(staging, dataDir, manifest.parts.map((part) => part.name), now) };
    } finally {
      held?.close();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function checkedBackup(file: string, staging: string): Promise<BackupManifest> {
  const refuse = (problem: string) => new RestoreRefused(file, problem);
  const unexpected: string[] = [];
  try {
    await extract({
      file,
      cwd: staging,
      strict: true,
      filter: (path, entry) => {
        const expected = (path === MANIFEST || (PART_NAMES as readonly string[]).includes(path)) && "type" in entry && entry.type === "File";
        if (!expected) unexpected.push(path);
        return expected;
      },
    });
  } catch (error) {
    // The disk's failures (full, not writable) are said as such; anything else is the file's.
    const code = errorCode(error);
    if (code?.startsWith("E") && !code.startsWith("TAR_")) throw refuse(`it could not be unpacked into ${staging} (${code})`);
    throw refuse("it is not a MovieApp backup (not a readable .tar.gz archive), or it is damaged");
  }
  if (!existsSync(join(staging, MANIFEST))) throw refuse(unexpected.length > 0 ? "it is not a MovieApp backup (it has no manifest.json)" : "it is not a MovieApp backup (an empty or unreadable archive)");
  const read = readManifest(readFileSync(join(staging, MANIFEST), "utf8"));
  if ("problem" in read) throw refuse(read.problem);
  const { manifest } = read;
  if (unexpected.length > 0) throw refuse(`it is damaged: it holds ${unexpected[0]}, which its manifest does not list`);
  const present = readdirSync(staging).filter((name) => name !== MANIFEST);
  const extra = present.find((name) => !manifest.parts.some((part) => part.name === name));
  if (extra) throw refuse(`it is damaged: it holds ${extra}, which its manifest does not list`);
  for (const part of manifest.parts) {
    if (!present.includes(part.name)) throw refuse(`it is damaged: ${part.name} is missing`);
    const found = await describePart(staging, part.name);
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256) throw refuse(`it is damaged: ${part.name} does not match the size and SHA-256 in its manifest`);
  }
  const db = join(staging, APP_DB);
  const damage = integrityProblem(db);
  if (damage) throw refuse(`it is damaged: ${damage}`);
  const facts = databaseFacts(db);
  const unknown = facts.migrations.find((name) => !(name in MIGRATIONS));
  if (unknown) throw refuse(`it was made by a newer MovieApp (its database has had migration ${unknown}); update MovieApp first`);
  for (const [table, rows] of Object.entries(manifest.counts)) {
    if (facts.counts[table] !== rows) throw refuse(`it is damaged: ${APP_DB} holds ${facts.counts[table] ?? 0} rows of ${table} where its manifest counted ${rows}`);
  }
  return manifest;
}

/**
 * Proves no server has the live database open, and keeps it so until the swap is done. A server
 * keeps app.db open in WAL mode, which holds a shared lock on it for as long as it runs: an
 * exclusive lock is then refused at once (SQLITE_BUSY and its kinds). Once held, the database
 * leaves WAL mode, which folds its log into the file, so the file moved aside is whole by itself.
 * Data SQLite cannot read (not a database, corrupt) is no reason to refuse: it is moved aside as
 * it is, with its log. Any other failure (the file not writable by whoever restores) refuses.
 */
function holdUnused(file: string, live: string): Database.Database | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(live, { timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    db.pragma("journal_mode = DELETE");
    return db;
  } catch (error) {
    db?.close();
    const code = errorCode(error) ?? "";
    if (code.startsWith("SQLITE_NOTADB") || code.startsWith("SQLITE_CORRUPT")) return undefined;
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) throw new RestoreRefused(file, `a running MovieApp is using ${live}; stop it first, then restore`);
    throw new RestoreRefused(file, `${live} could not be taken for the restore (${code || (error instanceof Error ? error.message : String(error))})`);
  }
}

/**
 * Moves what is in DATA_DIR aside and the backup's parts in, by renames within DATA_DIR; if one
 * fails, those already done are undone, so the data is either all the backup's or all as before.
 */
function swapIn(staging: string, dataDir: string, parts: PartName[], now: Date): string[] {
  const stamp = asideStamp(dataDir, parts, now);
  const moves: { from: string; to: string }[] = [];
  const move = (from: string, to: string) => {
    renameSync(from, to);
    moves.push({ from, to });
  };
  try {
    for (const part of parts) {
      const live = join(dataDir, part);
      // The database's log and shared memory go with it (a checkpointed log is empty).
      const companions = part === APP_DB ? [live, `${live}-wal`, `${live}-shm`] : [live];
      for (const file of companions) if (existsSync(file)) move(file, `${file}${stamp}`);
      move(join(staging, part), live);
      if (part === AUTH_SECRET_FILE) chmodSync(live, 0o600);
    }
  } catch (error) {
    for (const { from, to } of moves.reverse()) renameSync(to, from);
    throw error;
  }
  return moves.filter(({ from }) => !from.startsWith(staging)).map(({ to }) => to);
}

/**
 * `.before-restore-20261129T120000Z`, or with `-2`, `-3`… when a restore in the same second kept
 * something under that name already: a rename would replace it.
 */
function asideStamp(dataDir: string, parts: PartName[], now: Date): string {
  const base = `.before-restore-${now.toISOString().replaceAll(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`;
  const taken = (suffix: string) => parts.some((part) => [part, `${part}-wal`, `${part}-shm`].some((name) => existsSync(join(dataDir, `${name}${suffix}`))));
  for (let attempt = 1; ; attempt++) {
    const suffix = attempt === 1 ? base : `${base}-${attempt}`;
    if (!taken(suffix)) return suffix;
  }
}
