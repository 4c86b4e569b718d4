import { createHash } from "node:crypto";
import type Database from "better-sqlite3";

/** Where a catalog file keeps its version (in its `meta` table). */
const VERSION_KEY = "version";

/**
 * A catalog's version: its source and a digest of everything it holds — every row of every table
 * but `meta` and the search indexes made from the rest, in the order the import wrote them — so
 * two imports of the same data by the same code, on two hosts, have the same version, and any
 * difference in what they serve gives two.
 * Several processes behind one load balancer report it at /healthz, so a host serving another
 * catalog than the rest is seen. The time of the import is left out on purpose.
 */
export function catalogDigest(db: Database.Database): string {
  const hash = createHash("sha256");
  // The stored search indexes are made from the titles and names, which the digest covers; a digest
  // of their bytes would read hundreds of megabytes for nothing.
  const tables = db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('meta', 'stored_indexes') AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all();
  for (const table of tables) {
    hash.update(`\n${table}\n`);
    for (const row of db.prepare<[], unknown[]>(`SELECT * FROM "${table}" ORDER BY rowid`).raw().iterate()) hash.update(JSON.stringify(row));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Writes the catalog's version into a catalog being built (write-catalog.ts), once its tables are complete. */
export function stampCatalogVersion(db: Database.Database, source: string): string {
  const version = `${source}-${catalogDigest(db)}`;
  db.prepare("INSERT OR REPLACE INTO meta VALUES (?, ?)").run(VERSION_KEY, version);
  return version;
}

/**
 * The version a catalog file was stamped with; a file imported before versions were stamped is
 * known by its source and the time it was built (import it again to get a version from its content).
 */
export function readCatalogVersion(db: Database.Database): string {
  const meta = new Map(db.prepare<[], [string, string]>("SELECT key, value FROM meta").raw().all());
  return meta.get(VERSION_KEY) ?? `${meta.get("source") ?? "unknown"}-built-${meta.get("built_at") ?? "unknown"}`;
}
