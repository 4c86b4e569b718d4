import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogPath, ensureCatalog } from "./catalog-file";
import { CatalogStore } from "./store/catalog-store";

describe("ensureCatalog", () => {
  it("seeds the sample catalog on first start", async () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-first-"));
    const lines: string[] = [];
    const summary = await ensureCatalog(dir, (line) => lines.push(line));
    expect(summary?.movies).toBeGreaterThanOrEqual(10);
    expect(lines.join("\n")).toContain("Sample catalog ready");
    const store = new CatalogStore(catalogPath(dir));
    expect(store.has(238)).toBe(true);
    store.close();
  });

  it("never overwrites an existing catalog", async () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-existing-"));
    writeFileSync(catalogPath(dir), "an existing catalog");
    expect(await ensureCatalog(dir, () => undefined)).toBeUndefined();
    expect(readFileSync(catalogPath(dir), "utf8")).toBe("an existing catalog");
  });

  it("removes build files left by a killed import, keeping those of an import still running", async () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-leftover-"));
    writeFileSync(catalogPath(dir), "an existing catalog");
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dir, `catalog.db.building-${gone}-1763800000000`), "half a catalog");
    writeFileSync(join(dir, `catalog.db.building-${process.pid}-1763800000000`), "a catalog being built");
    const lines: string[] = [];
    await ensureCatalog(dir, (line) => lines.push(line));
    expect(readdirSync(dir).sort()).toEqual(["catalog.db", `catalog.db.building-${process.pid}-1763800000000`]);
    expect(lines).toEqual([`Removed 1 file(s) left by an interrupted catalog import: catalog.db.building-${gone}-1763800000000`]);
  });
});
