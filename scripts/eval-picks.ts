// `npm run eval:picks`: imports the TMDB 5000 dataset into a temporary catalog (or uses
// CATALOG_FILE), generates viewing histories (server/src/picks/evaluate-picks.ts) and prints, by
// leave-one-out, how often the held-out film is among the first 20 picks, against the 20 most
// popular films the person has not seen (docs/decisions/061).
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readTmdb5000 } from "../server/src/catalog/import/tmdb5000";
import { writeCatalog } from "../server/src/catalog/import/write-catalog";
import { CatalogStore } from "../server/src/catalog/store/catalog-store";
import { catalogForEvaluation } from "../server/src/picks/catalog-for-evaluation";
import { evaluatePicks, generateHistories, HIT_WITHIN } from "../server/src/picks/evaluate-picks";

const datasetDir = resolve(process.env.TMDB5000_DIR ?? "../shared/data/tmdb5000");
const PEOPLE = Number(process.env.EVAL_PEOPLE ?? 200);
const SEED = Number(process.env.EVAL_SEED ?? 1);

async function catalogFile(): Promise<string> {
  if (process.env.CATALOG_FILE) return resolve(process.env.CATALOG_FILE);
  const movies = join(datasetDir, "tmdb_5000_movies.csv.gz");
  const credits = join(datasetDir, "tmdb_5000_credits.csv.gz");
  if (!existsSync(movies) || !existsSync(credits)) {
    console.error(`The TMDB 5000 dataset was not found in ${datasetDir}; set TMDB5000_DIR or CATALOG_FILE.`);
    process.exit(1);
  }
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-eval-picks-")), "catalog.db");
  console.log(`Importing TMDB 5000 from ${datasetDir}…`);
  await writeCatalog(readTmdb5000(movies, credits), file, { source: "tmdb5000" });
  return file;
}

const store = new CatalogStore(await catalogFile());
const catalog = catalogForEvaluation(store);
const histories = generateHistories(catalog, { people: PEOPLE, seed: SEED });
const started = performance.now();
const result = evaluatePicks(catalog, histories);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
console.log(`\n${result.people} generated histories (seed ${SEED}), each with one liked film held out; found when it is among the first ${HIT_WITHIN}:`);
console.log(`  picks:      ${result.picksFound}/${result.people} = ${percent(result.picksHitRate)}`);
console.log(`  popularity: ${result.popularityFound}/${result.people} = ${percent(result.popularityHitRate)}`);
console.log(`  picks find the held-out film ${(result.picksHitRate / Math.max(result.popularityHitRate, 1 / result.people)).toFixed(1)}× as often as popularity (target: 2×)`);
console.log(`  ${((performance.now() - started) / result.people).toFixed(1)} ms a person to pick, in process`);
store.close();
