// The catalog an evaluation reads: CATALOG_FILE when set, else TMDB 5000 (TMDB5000_DIR, by
// default ../shared/data/tmdb5000) imported into a temporary folder. Exits with one line when
// neither is there.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readTmdb5000 } from "../server/src/catalog/import/tmdb5000";
import { writeCatalog } from "../server/src/catalog/import/write-catalog";

export async function evaluationCatalogFile(): Promise<string> {
  if (process.env.CATALOG_FILE) return resolve(process.env.CATALOG_FILE);
  const datasetDir = resolve(process.env.TMDB5000_DIR ?? "../shared/data/tmdb5000");
  const movies = join(datasetDir, "tmdb_5000_movies.csv.gz");
  const credits = join(datasetDir, "tmdb_5000_credits.csv.gz");
  if (!existsSync(movies) || !existsSync(credits)) {
    console.error(`The TMDB 5000 dataset was not found in ${datasetDir}; set TMDB5000_DIR or CATALOG_FILE.`);
    process.exit(1);
  }
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-eval-")), "catalog.db");
  console.log(`Importing TMDB 5000 from ${datasetDir}…`);
  await writeCatalog(readTmdb5000(movies, credits), file, { source: "tmdb5000" });
  return file;
}
