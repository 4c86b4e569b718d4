import { existsSync } from "node:fs";
import { join } from "node:path";
import { removeAbandonedBuilds } from "./import/abandoned-builds";
import { readSampleCatalog } from "./import/sample-catalog";
import { writeCatalog, type WriteSummary } from "./import/write-catalog";

export function catalogPath(dataDir: string): string {
  return join(dataDir, "catalog.db");
}

/**
 * At server start: removes build files left by imports that were killed, then, on first start
 * (no catalog yet), seeds the shipped sample. An existing catalog is never touched.
 */
export async function ensureCatalog(dataDir: string, log: (line: string) => void): Promise<WriteSummary | undefined> {
  const file = catalogPath(dataDir);
  const removed = removeAbandonedBuilds(file);
  if (removed.length > 0) log(`Removed ${removed.length} file(s) left by an interrupted catalog import: ${removed.join(", ")}`);
  if (existsSync(file)) return undefined;
  log("No catalog yet: loading the sample catalog");
  const summary = await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  log(`Sample catalog ready: ${summary.movies} movies, ${summary.people} people`);
  return summary;
}
