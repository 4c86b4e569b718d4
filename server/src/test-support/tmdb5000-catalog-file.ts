import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readTmdb5000 } from "../catalog/import/tmdb5000";
import { writeCatalog } from "../catalog/import/write-catalog";
import { TMDB5000_CREDITS, TMDB5000_MOVIES } from "./shared-dir";

/** Builds the Kaggle TMDB 5000 catalog from ../shared in a fresh directory (tmdb5000-global-setup.ts does, once per run). */
export async function buildTmdb5000CatalogFile(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-tmdb5000-")), "catalog.db");
  await writeCatalog(readTmdb5000(TMDB5000_MOVIES, TMDB5000_CREDITS), file, { source: "tmdb5000" });
  return file;
}
