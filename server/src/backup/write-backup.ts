import type Database from "better-sqlite3";
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { create } from "tar";
import { APP_DB, AUTH_SECRET_FILE, MANIFEST, describePart, newManifest, type BackupManifest, type PartName } from "./backup-manifest";
import { databaseFacts } from "./database-facts";

/** Where backups are written: DATA_DIR/backups, readable by the owner only (they hold password hashes). */
export function backupsDir(dataDir: string): string {
  return join(dataDir, "backups");
}

const NAME_PREFIX = "movieapp-backup-";
/** Backups the server makes on its schedule are told apart by name: only they are pruned (BACKUP_KEEP). */
const SCHEDULED_SUFFIX = "-scheduled";
const EXTENSION = ".tar.gz";

/** `movieapp-backup-20261129T103000Z.tar.gz`: names sort in the order the backups were made. */
function backupName(now: Date, scheduled: boolean, attempt: number): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(/[-:]/g, "");
  return `${NAME_PREFIX}${stamp}${attempt > 0 ? `-${attempt + 1}` : ""}${scheduled ? SCHEDULED_SUFFIX : ""}${EXTENSION}`;
}

export interface WrittenBackup {
  file: string;
  manifest: BackupManifest;
}

/**
 * Writes a consistent copy of the accounts and lists database, while the server goes on using it,
 * into DATA_DIR/backups as one `.tar.gz`: manifest.json (the copy's migrations, the rows of each
 * table, and each part's size and SHA-256), app.db, and the generated session secret when there is
 * one (without it, restored sessions would all be signed out). The copy is made with SQLite's
 * online backup, which reads one snapshot however the database is written meanwhile. The archive
 * appears under its name only once complete.
 */
export async function writeBackup(source: Database.Database, dataDir: string, options: { now?: Date; scheduled?: boolean } = {}): Promise<WrittenBackup> {
  const now = options.now ?? new Date();
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(dir, ".staging-"));
  try {
    await source.backup(join(staging, APP_DB));
    const parts: PartName[] = [APP_DB];
    if (existsSync(join(dataDir, AUTH_SECRET_FILE))) {
      copyFileSync(join(dataDir, AUTH_SECRET_FILE), join(staging, AUTH_SECRET_FILE));
      parts.push(AUTH_SECRET_FILE);
    }
    const { migrations, counts } = databaseFacts(join(staging, APP_DB));
    const manifest = newManifest(now, migrations, counts, await Promise.all(parts.map((part) => describePart(staging, part))));
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = join(staging, "archive");
    await create({ gzip: true, file: archive, cwd: staging, portable: true, mode: 0o600 }, [MANIFEST, ...parts]);
    return { file: placeUnderNewName(archive, dir, now, options.scheduled ?? false), manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A hard link never replaces a file: a second backup in the same second takes the next name. */
function placeUnderNewName(archive: string, dir: string, now: Date, scheduled: boolean): string {
  for (let attempt = 0; ; attempt++) {
    const file = join(dir, backupName(now, scheduled, attempt));
    try {
      linkSync(archive, file);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

export function isScheduledBackup(name: string): boolean {
  return name.startsWith(NAME_PREFIX) && name.endsWith(`${SCHEDULED_SUFFIX}${EXTENSION}`);
}

/** Removes the oldest scheduled backups beyond the newest `keep`; backups made by hand are left alone. Returns the names removed. */
export function pruneScheduledBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  const scheduled = readdirSync(dir).filter(isScheduledBackup).sort();
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}
