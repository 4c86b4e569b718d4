// `npm run eval:search`: imports the TMDB 5000 dataset into a temporary catalog (or uses
// CATALOG_FILE), prints how many benchmark queries find their film in the top 3, then how long
// queries built to be costly take (docs/decisions/021-bounded-catalog-work.md).
import { evaluateSearch } from "../server/src/catalog/search/evaluate-search";
import { HOSTILE_QUERIES } from "../server/src/catalog/search/hostile-queries";
import { CatalogStore } from "../server/src/catalog/store/catalog-store";
import { evaluationCatalogFile } from "./tmdb5000-catalog";

const store = new CatalogStore(await evaluationCatalogFile());
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
