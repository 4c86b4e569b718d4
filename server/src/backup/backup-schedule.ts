import type Database from "better-sqlite3";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BackupSchedule } from "../config";
import { describeCounts } from "./backup-manifest";
import { backupsDir, isScheduledBackup, pruneScheduledBackups, writeBackup } from "./write-backup";

/** When the newest scheduled backup was made, or undefined before the first. */
function lastScheduledAt(dataDir: string): number | undefined {
  let names: string[];
  try {
    names = readdirSync(backupsDir(dataDir)).filter(isScheduledBackup);
  } catch {
    return undefined;
  }
  const times = names.map((name) => statSync(join(backupsDir(dataDir), name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : undefined;
}

/**
 * How long until the next scheduled backup: one period after the last, counted across restarts,
 * so a server restarted more often than BACKUP_EVERY still backs up; at once when none was made
 * or one is overdue.
 */
export function nextBackupInMs(lastAt: number | undefined, everyMs: number, now: number): number {
  return lastAt === undefined ? 0 : Math.max(0, Math.min(everyMs, lastAt + everyMs - now));
}

export interface RunningSchedule {
  /** Cancels the next backup and waits for one being written, so the database can then close. */
  stop(): Promise<void>;
}

/**
 * Backs the SQLite data up on the server's own connection every `everyMs` (config BACKUP_EVERY),
 * keeping the newest `keep` scheduled backups. A failed backup is logged and tried again at the
 * next period; it never stops the server.
 */
export function startBackupSchedule(source: Database.Database, dataDir: string, schedule: BackupSchedule, log: (line: string) => void): RunningSchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;
  const backUp = async () => {
    try {
      const { file, manifest } = await writeBackup(source, dataDir, { scheduled: true });
      log(`Backup: wrote ${file} (${describeCounts(manifest.counts)})`);
      const removed = pruneScheduledBackups(dataDir, schedule.keep);
      if (removed.length > 0) log(`Backup: removed ${removed.length} older scheduled backup(s), keeping ${schedule.keep} (BACKUP_KEEP)`);
    } catch (error) {
      log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const plan = (delayMs: number) => {
    timer = setTimeout(() => {
      writing = backUp().then(() => {
        if (!stopped) plan(schedule.everyMs);
      });
    }, delayMs);
    // A pending backup never keeps a stopping process alive.
    timer.unref();
  };
  plan(nextBackupInMs(lastScheduledAt(dataDir), schedule.everyMs, Date.now()));
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await writing;
    },
  };
}
