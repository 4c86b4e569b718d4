import Database from "better-sqlite3";
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create, extract } from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { isSqliteDatabase } from "../database/sqlite-database";
import { personOn, startAppOnDatabase, type AppOnDatabase } from "../test-support/app-on-database";
import { APP_DB, AUTH_SECRET_FILE, MANIFEST, type BackupManifest } from "./backup-manifest";
import { RestoreRefused, restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

const godfather = { title: "The Godfather", year: "1972", poster_path: "/movie-238-poster.svg" };
let app: AppOnDatabase | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A running app on SQLite with one person whose watchlist holds The Godfather, and a backup made while it runs. */
async function backedUpApp() {
  app = await startAppOnDatabase("sqlite");
  const { dataDir } = app;
  writeFileSync(join(dataDir, AUTH_SECRET_FILE), "the-generated-session-secret\n", { mode: 0o600 });
  const me = await personOn(app, "Keeper");
  expect((await me("PUT", "/lists/watchlist/238", godfather)).status).toBe(200);
  // On the server's own connection, as its schedule does; `npm run backup` opens one of its own.
  if (!isSqliteDatabase(app.services.database)) throw new Error("a SQLite app was started");
  const backup = await writeBackup(app.services.database.connection, dataDir);
  return { dataDir, me, backup };
}

const rowsOf = (file: string, table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
  } finally {
    db.close();
  }
};

/** The archive's files, unpacked into a folder of their own, to be changed and packed again. */
async function unpacked(file: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "movieapp-unpacked-"));
  await extract({ file, cwd: dir });
  return dir;
}
async function repacked(dir: string, names: string[]): Promise<string> {
  const file = join(dir, "changed.tar.gz");
  await create({ gzip: true, file, cwd: dir }, names);
  return file;
}

describe("a backup", () => {
  it("is one archive of a manifest, the database and the session secret, counting what it holds, made while the server runs", async () => {
    const { backup } = await backedUpApp();
    expect(backup.file).toMatch(/backups\/movieapp-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const dir = await unpacked(backup.file);
    expect(readdirSync(dir).sort()).toEqual([APP_DB, AUTH_SECRET_FILE, MANIFEST]);
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as BackupManifest;
    expect(manifest).toMatchObject({ format: "movieapp-backup", version: 1, counts: { user: 1, list_entry: 1 } });
    expect(manifest.migrations).toContain("007-api-tokens");
    expect(manifest.parts.map((part) => part.name)).toEqual([APP_DB, AUTH_SECRET_FILE]);
    expect(readFileSync(join(dir, AUTH_SECRET_FILE), "utf8")).toBe("the-generated-session-secret\n");
  });

  it("restores into a stopped server's DATA_DIR all at once, keeping what it replaced beside it", async () => {
    const { dataDir, backup } = await backedUpApp();
    await app!.close();
    app = undefined;
    // The data changes after the backup: the restore brings back the backup's, and keeps this aside.
    writeFileSync(join(dataDir, AUTH_SECRET_FILE), "a-later-secret\n");
    const restored = await restoreBackup(backup.file, dataDir, new Date("2026-11-29T12:00:00Z"));
    expect(restored.manifest.counts).toMatchObject({ user: 1, list_entry: 1 });
    expect(rowsOf(join(dataDir, APP_DB), "list_entry").n).toBe(1);
    expect(readFileSync(join(dataDir, AUTH_SECRET_FILE), "utf8")).toBe("the-generated-session-secret\n");
    expect(restored.keptAside).toContain(join(dataDir, `${AUTH_SECRET_FILE}.before-restore-20261129T120000Z`));
    expect(restored.keptAside).toContain(join(dataDir, `${APP_DB}.before-restore-20261129T120000Z`));
    expect(readFileSync(join(dataDir, `${AUTH_SECRET_FILE}.before-restore-20261129T120000Z`), "utf8")).toBe("a-later-secret\n");
    expect(readdirSync(dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
  });

  it("restores into an empty DATA_DIR, as on a new machine", async () => {
    const { backup } = await backedUpApp();
    const elsewhere = mkdtempSync(join(tmpdir(), "movieapp-new-machine-"));
    const restored = await restoreBackup(backup.file, elsewhere);
    expect(restored.keptAside).toEqual([]);
    expect(rowsOf(join(elsewhere, APP_DB), "user").n).toBe(1);
  });
});

describe("a restore refuses with one line and changes nothing", () => {
  /** Restores `file` into the backed-up app's DATA_DIR (its server stopped) and returns the refusal. */
  async function refusal(change: (backup: string, dataDir: string) => Promise<string> | string, keepServer = false): Promise<string> {
    const { dataDir, backup } = await backedUpApp();
    if (!keepServer) {
      await app!.close();
      app = undefined;
    }
    const target = await change(backup.file, dataDir);
    const before = readdirSync(dataDir).sort();
    const liveBefore = readFileSync(join(dataDir, APP_DB));
    const error = await restoreBackup(target, dataDir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestoreRefused);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readFileSync(join(dataDir, APP_DB)).equals(liveBefore)).toBe(true);
    return (error as Error).message;
  }

  it("while a server is using the data", async () => {
    expect(await refusal((file) => file, true)).toMatch(/^Cannot restore movieapp-backup-\S+\.tar\.gz: a running MovieApp is using \S+app\.db; stop it first, then restore$/);
  });

  it("for a file that is not there, or not an archive", async () => {
    expect(await refusal((_, dataDir) => join(dataDir, "missing.tar.gz"))).toBe("Cannot restore missing.tar.gz: there is no such file");
    expect(
      await refusal((_, dataDir) => {
        writeFileSync(join(dataDir, "notes.tar.gz"), "not an archive at all");
        return join(dataDir, "notes.tar.gz");
      }),
    ).toBe("Cannot restore notes.tar.gz: it is not a MovieApp backup (not a readable .tar.gz archive), or it is damaged");
  });

  it("for a cut-off archive", async () => {
    const message = await refusal((file) => {
      const bytes = readFileSync(file);
      writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
      return file;
    });
    expect(message).toMatch(/not a readable \.tar\.gz archive|damaged/);
  });

  it("for another program's archive", async () => {
    const message = await refusal(async () => {
      const dir = mkdtempSync(join(tmpdir(), "movieapp-foreign-"));
      writeFileSync(join(dir, "photo.jpg"), "jpeg bytes");
      return repacked(dir, ["photo.jpg"]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it is not a MovieApp backup (it has no manifest.json)");
  });

  it("for a database that does not match its checksum", async () => {
    const message = await refusal(async (file) => {
      const dir = await unpacked(file);
      const db = new Database(join(dir, APP_DB));
      db.prepare("DELETE FROM list_entry").run();
      db.close();
      return repacked(dir, [MANIFEST, APP_DB, AUTH_SECRET_FILE]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it is damaged: app.db does not match the size and SHA-256 in its manifest");
  });

  it("for a missing part, or one its manifest does not list", async () => {
    expect(await refusal(async (file) => repacked(await unpacked(file), [MANIFEST, AUTH_SECRET_FILE]))).toBe("Cannot restore changed.tar.gz: it is damaged: app.db is missing");
    const message = await refusal(async (file) => {
      const dir = await unpacked(file);
      writeFileSync(join(dir, "extra.txt"), "?");
      return repacked(dir, [MANIFEST, APP_DB, AUTH_SECRET_FILE, "extra.txt"]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it is damaged: it holds extra.txt, which its manifest does not list");
  });

  it("for a backup made by a newer MovieApp", async () => {
    const message = await refusal(async (file) => {
      const dir = await unpacked(file);
      const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as BackupManifest;
      writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, version: 2 }));
      return repacked(dir, [MANIFEST, APP_DB, AUTH_SECRET_FILE]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it was made by a newer MovieApp (backup format 2); update MovieApp first");
  });

  it("for a database with a migration this MovieApp does not know, even with a matching manifest", async () => {
    const message = await refusal(async (file, dataDir) => {
      // A backup of a database a newer MovieApp migrated further, its manifest made to match.
      const dir = await unpacked(file);
      const db = new Database(join(dir, APP_DB));
      db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('999-from-the-future', '2027-01-01T00:00:00.000Z')").run();
      db.close();
      const newer = await writeBackup(new Database(join(dir, APP_DB)), mkdtempSync(join(tmpdir(), "movieapp-newer-")));
      renameSync(newer.file, join(dataDir, "newer.tar.gz"));
      return join(dataDir, "newer.tar.gz");
    });
    expect(message).toBe("Cannot restore newer.tar.gz: it was made by a newer MovieApp (its database has had migration 999-from-the-future); update MovieApp first");
  });

  it("for a manifest whose counts the database does not hold", async () => {
    const message = await refusal(async (file) => {
      const dir = await unpacked(file);
      const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), "utf8")) as BackupManifest;
      writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, counts: { ...manifest.counts, list_entry: 5 } }));
      return repacked(dir, [MANIFEST, APP_DB, AUTH_SECRET_FILE]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it is damaged: app.db holds 1 rows of list_entry where its manifest counted 5");
  });

  it("for an archive whose database is a link to a file elsewhere", async () => {
    const message = await refusal(async (file) => {
      const dir = await unpacked(file);
      rmSync(join(dir, APP_DB));
      symlinkSync("/etc/passwd", join(dir, APP_DB));
      return repacked(dir, [MANIFEST, APP_DB, AUTH_SECRET_FILE]);
    });
    expect(message).toBe("Cannot restore changed.tar.gz: it is damaged: it holds app.db, which its manifest does not list");
  });
});

describe("restores one after another", () => {
  it("keep each one's replaced data, even within one second, and leave no staging folder behind", async () => {
    const { dataDir, backup } = await backedUpApp();
    await app!.close();
    app = undefined;
    const now = new Date("2026-11-29T12:00:00Z");
    const first = await restoreBackup(backup.file, dataDir, now);
    const second = await restoreBackup(backup.file, dataDir, now);
    expect(first.keptAside).toContain(join(dataDir, "app.db.before-restore-20261129T120000Z"));
    expect(second.keptAside).toContain(join(dataDir, "app.db.before-restore-20261129T120000Z-2"));
    await restoreBackup(join(dataDir, "missing.tar.gz"), dataDir).catch(() => undefined);
    expect(readdirSync(dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
    expect(readdirSync(join(dataDir, "backups")).filter((name) => name.startsWith("."))).toEqual([]);
  });
});
