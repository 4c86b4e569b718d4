import Database from "better-sqlite3";
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nextBackupInMs, startBackupSchedule } from "./backup-schedule";
import { backupsDir } from "./write-backup";

const HOUR = 3_600_000;

describe("the next scheduled backup", () => {
  it("comes at once when none was made, or the last is overdue, and one period after the last otherwise, across restarts", () => {
    const now = Date.parse("2026-11-29T12:00:00Z");
    expect(nextBackupInMs(undefined, 24 * HOUR, now)).toBe(0);
    expect(nextBackupInMs(now - 25 * HOUR, 24 * HOUR, now)).toBe(0);
    expect(nextBackupInMs(now - HOUR, 24 * HOUR, now)).toBe(23 * HOUR);
    // A clock set back never puts it off by more than one period.
    expect(nextBackupInMs(now + 10 * HOUR, 24 * HOUR, now)).toBe(24 * HOUR);
  });
});

describe("the backup schedule", () => {
  it("backs up on the server's connection when the last scheduled backup is a period old, keeping the newest BACKUP_KEEP scheduled ones and every one made by hand", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-schedule-"));
    const connection = new Database(join(dataDir, "app.db"));
    connection.exec("CREATE TABLE user (id TEXT); INSERT INTO user VALUES ('a'), ('b')");
    mkdirSync(backupsDir(dataDir));
    const older = ["movieapp-backup-20261101T000000Z-scheduled.tar.gz", "movieapp-backup-20261102T000000Z-scheduled.tar.gz"];
    const byHand = "movieapp-backup-20261001T000000Z.tar.gz";
    for (const name of [...older, byHand]) {
      writeFileSync(join(backupsDir(dataDir), name), "");
      utimesSync(join(backupsDir(dataDir), name), new Date("2026-11-02"), new Date("2026-11-02"));
    }
    const lines: string[] = [];
    let pruned: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (pruned = resolve));
    const schedule = startBackupSchedule(connection, dataDir, { everyMs: HOUR, keep: 2 }, (line) => {
      lines.push(line);
      if (line.startsWith("Backup: removed")) pruned();
    });
    await done;
    await schedule.stop();
    connection.close();

    const kept = readdirSync(backupsDir(dataDir)).sort();
    const made = kept.filter((name) => !older.includes(name) && name !== byHand);
    expect(made).toEqual([expect.stringMatching(/^movieapp-backup-\d{8}T\d{6}Z-scheduled\.tar\.gz$/)]);
    expect(kept).toEqual([byHand, older[1], made[0]]);
    expect(lines).toEqual([
      `Backup: wrote ${join(backupsDir(dataDir), made[0]!)} (2 accounts, 0 list entries, 0 named lists, 0 viewings, 0 notes)`,
      "Backup: removed 1 older scheduled backup(s), keeping 2 (BACKUP_KEEP)",
    ]);
  });
});
