import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { catalogPath } from "../catalog-file";
import { CatalogStore } from "../store/catalog-store";
import { generateCatalog } from "./generate-catalog";

/** `npm run catalog`, bundled from these sources (bundle-global-setup.ts). */
const CLI = inject("serverBundles").cli;

/** `npm run catalog -- generate …` as a person runs it; answers its exit code and everything it printed. */
function generate(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [CLI, "generate", ...args], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe("npm run catalog -- generate", { concurrent: true, timeout: 30_000 }, () => {
  it("refuses a number of films that is not one with one line and exit code 1, and makes no catalog", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-generate-"));
    expect(await generate(dataDir, "--films", "0")).toEqual({ code: 1, output: '--films must be a whole number from 1 to 10,000,000 (got "0")\n' });
    expect(await generate(dataDir, "--films", "many")).toEqual({ code: 1, output: '--films must be a whole number from 1 to 10,000,000 (got "many")\n' });
    expect(existsSync(catalogPath(dataDir))).toBe(false);
    const nowhere = join(dataDir, "no-such-folder", "films.json");
    const unwritable = await generate(dataDir, "--films", "5", "--out", nowhere);
    expect(unwritable.code).toBe(1);
    expect(unwritable.output).toMatch(new RegExp(`^Could not write ${nowhere}: ENOENT[^\n]*\n$`));
  });

  it("loads the films it makes into DATA_DIR's catalog, which serves them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-generate-"));
    const { code, output } = await generate(dataDir, "--films", "400", "--seed", "9");
    expect(code).toBe(0);
    expect(output).toMatch(/Loaded 400 movies, \d+ people, .* from generated into /);
    const [first] = generateCatalog({ films: 400, seed: 9 });
    const catalog = new CatalogStore(catalogPath(dataDir));
    try {
      expect(catalog.details(first!.id)).toMatchObject({ title: first!.title, release_date: first!.release_date });
      expect(catalog.credits(first!.id).cast.map((member) => member.name)).toEqual(first!.cast.map((credit) => credit.person.name));
    } finally {
      catalog.close();
    }
  });
});
