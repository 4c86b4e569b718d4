// `npm run eval:search`: imports the TMDB 5000 dataset into a temporary catalog (or uses
// CATALOG_FILE), prints how many benchmark queries find their film in the top 3, then how long
// queries built to be costly take (docs/decisions/021-bounded-catalog-work.md).
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readTmdb5000 } from "../server/src/catalog/import/tmdb5000";
import { writeCatalog } from "../server/src/catalog/import/write-catalog";
import { evaluateSearch } from "../server/src/catalog/search/evaluate-search";
import { HOSTILE_QUERIES } from "../server/src/catalog/search/hostile-queries";
import { CatalogStore } from "../server/src/catalog/store/catalog-store";

const datasetDir = resolve(process.env.TMDB5000_DIR ?? "../shared/data/tmdb5000");

async function catalogFile(): Promise<string> {
  if (process.env.CATALOG_FILE) return resolve(process.env.CATALOG_FILE);
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

const store = new CatalogStore(await catalogFile());
const { results, hitRate } = evaluateSearch(store);
for (const r of results) {
  const mark = r.rank === null ? "MISS" : `#${r.rank}  `;
  console.log(`${mark}  ${JSON.stringify(r.query).padEnd(34)} → ${r.film}${r.rank === null ? `   (top 3: ${r.top3.join(" | ")})` : ""}`);
}
const hits = results.filter((r) => r.rank !== null).length;
console.log(`\nSearch hit rate (expected film in top 3): ${hits}/${results.length} = ${(hitRate * 100).toFixed(1)}%`);

// Costly queries: the first run (cold), then the median and worst of 21 more.
console.log("\nCost of hostile queries, in ms (first run, then median and worst of 21):");
for (const { name, query } of HOSTILE_QUERIES) {
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < 22; run++) {
    const started = performance.now();
    found = store.search.search(query).length;
    times.push(performance.now() - started);
  }
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  const ms = (value: number | undefined) => (value ?? 0).toFixed(2).padStart(8);
  console.log(`${name.padEnd(32)} ${ms(first)} ${ms(rest[10])} ${ms(rest.at(-1))}   ${found} results`);
}
store.close();
