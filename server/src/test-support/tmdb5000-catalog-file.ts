import { readTmdb5000 } from "../catalog/import/tmdb5000";
import { writeCatalog } from "../catalog/import/write-catalog";
import { TMDB5000_CREDITS, TMDB5000_MOVIES } from "./shared-dir";

/** Builds the Kaggle TMDB 5000 catalog from ../shared as `file`, which appears whole or not at all, as every import's does (write-catalog.ts). */
export async function buildTmdb5000CatalogFile(file: string): Promise<string> {
  await writeCatalog(readTmdb5000(TMDB5000_MOVIES, TMDB5000_CREDITS), file, { source: "tmdb5000" });
  return file;
}
