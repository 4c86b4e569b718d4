import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
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
});
