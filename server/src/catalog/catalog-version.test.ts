import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { expect, it } from "vitest";
import { buildFixtureCatalog } from "../test-support/fixture-catalog";
import { stampCatalogVersion } from "./catalog-version";
import { CatalogStore } from "./store/catalog-store";

const versionOf = (file: string) => {
  const store = new CatalogStore(file);
  try {
    return store.version;
  } finally {
    store.close();
  }
};

it("gives two imports of the same data the same version, whenever they ran, and a changed catalog another", async () => {
  const first = versionOf(await buildFixtureCatalog());
  expect(first).toMatch(/^fixture-[0-9a-f]{16}$/);
  expect(versionOf(await buildFixtureCatalog())).toBe(first);

  const changed = join(mkdtempSync(join(tmpdir(), "movieapp-changed-")), "catalog.db");
  copyFileSync(await buildFixtureCatalog(), changed);
  const db = new Database(changed);
  db.prepare("UPDATE movies SET title = title || ' (changed)' WHERE id = (SELECT min(id) FROM movies)").run();
  db.prepare("DELETE FROM meta WHERE key = 'version'").run();
  stampCatalogVersion(db, "fixture");
  db.close();
  expect(versionOf(changed)).not.toBe(first);
});

it("knows a catalog imported before versions were stamped by its source and build time", async () => {
  const file = await buildFixtureCatalog();
  const db = new Database(file);
  db.prepare("DELETE FROM meta WHERE key = 'version'").run();
  const builtAt = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'built_at'").pluck().get();
  db.close();
  expect(versionOf(file)).toBe(`fixture-built-${builtAt}`);
});
