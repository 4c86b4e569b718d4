import { existsSync } from "node:fs";
import { join } from "node:path";
import { readSampleCatalog } from "./import/sample-catalog";
import { writeCatalog, type WriteSummary } from "./import/write-catalog";

export function catalogPath(dataDir: string): string {
  return join(dataDir, "catalog.db");
}

/** On first start there is no catalog: seed the shipped sample. An existing catalog is never touched. */
export async function ensureCatalog(dataDir: string, log: (line: string) => void): Promise<WriteSummary | undefined> {
  const file = catalogPath(dataDir);
  if (existsSync(file)) return undefined;
  log("No catalog yet: loading the sample catalog");
  const summary = await writeCatalog(readSampleCatalog(), file, { source: "sample" });
  log(`Sample catalog ready: ${summary.movies} movies, ${summary.people} people`);
  return summary;
}
