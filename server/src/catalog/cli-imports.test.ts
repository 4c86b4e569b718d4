import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { FIXTURE_CREDITS_CSV, FIXTURE_MOVIES_CSV } from "../test-support/fixture-catalog";
import { catalogPath, ensureCatalog } from "./catalog-file";
import { acquireImportLock, importLockFile } from "./import/import-lock";
import { readSampleCatalog } from "./import/sample-catalog";
import { readTmdb5000 } from "./import/tmdb5000";
import { writeCatalog } from "./import/write-catalog";

/**
 * `npm run catalog -- import` as people run it, in real processes sharing one DATA_DIR: one
 * import at a time, and what a killed import leaves behind is cleared by the next start or import.
 */
const CLI = inject("serverBundles").cli;

function importProcess(dataDir: string, movies: string, credits: string): ChildProcess & { output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [CLI, "import", "tmdb5000", "--movies", movies, "--credits", credits], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return Object.assign(child, { output: () => output, exited });
}

async function sampleCatalogIn(dir: string): Promise<Buffer> {
  await writeCatalog(readSampleCatalog(undefined, { vegaFile: null }), catalogPath(dir), { source: "sample" });
  return readFileSync(catalogPath(dir));
}

const buildFiles = (dir: string) => readdirSync(dir).filter((name) => name.includes(".building-"));

describe("catalog imports side by side", () => {
  it("a second import while one holds the lock stops at once with one line and exit code 1", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-busy-"));
    const before = await sampleCatalogIn(dir);
    const release = acquireImportLock(catalogPath(dir));
    const second = importProcess(dir, FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV);
    expect(await second.exited).toBe(1);
    release();
    expect(second.output()).toBe(`Another catalog import is running (pid ${process.pid}); wait for it to finish\n`);
    expect(readFileSync(catalogPath(dir)).equals(before)).toBe(true);
    expect(buildFiles(dir)).toEqual([]);
  });

  it("a real import running refuses a second; killed with -9, what it leaves is cleared by the next start and import", { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-concurrent-"));
    const target = catalogPath(dir);
    const before = await sampleCatalogIn(dir);
    // A large input so the first import is still running while the second starts.
    const [header, row] = readFileSync(FIXTURE_MOVIES_CSV, "utf8").split("\n");
    writeFileSync(join(dir, "big.csv"), [header!, ...Array.from({ length: 60_000 }, (_, i) => row!.replace(",238,", `,${100000 + i},`))].join("\n"));
    copyFileSync(FIXTURE_CREDITS_CSV, join(dir, "credits.csv"));

    const first = importProcess(dir, join(dir, "big.csv"), join(dir, "credits.csv"));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the first import never reported progress: ${first.output()}`)), 60_000);
      first.stdout!.on("data", () => {
        if (first.output().includes("Imported")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });

    const second = importProcess(dir, FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV);
    expect(await second.exited).toBe(1);
    expect(second.output()).toBe(`Another catalog import is running (pid ${first.pid}); wait for it to finish\n`);
    expect(first.exitCode).toBeNull();
    expect(buildFiles(dir).some((name) => name.startsWith(`catalog.db.building-${first.pid}-`))).toBe(true);

    first.kill("SIGKILL");
    await first.exited;
    expect(buildFiles(dir)).not.toEqual([]);
    expect(readFileSync(importLockFile(target), "utf8")).toBe(`${first.pid}\n`);
    expect(readFileSync(target).equals(before)).toBe(true);

    const lines: string[] = [];
    await ensureCatalog(dir, (line) => lines.push(line));
    expect(buildFiles(dir)).toEqual([]);
    expect(lines.join("\n")).toMatch(/^Removed \d file\(s\) left by an interrupted catalog import: catalog\.db\.building-/);

    const summary = await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), target, { source: "tmdb5000" });
    expect(summary.movies).toBe(13);
    expect(existsSync(importLockFile(target))).toBe(false);
  });
});
