// `npm run eval:picks`: imports the TMDB 5000 dataset into a temporary catalog (or uses
// CATALOG_FILE), generates viewing histories (server/src/picks/evaluate-picks.ts) and prints, by
// leave-one-out, how often the held-out film is among the first 20 picks, against the 20 most
// popular films the person has not seen (docs/decisions/061).
import { CatalogStore } from "../server/src/catalog/store/catalog-store";
import { evaluationCatalogFile } from "./tmdb5000-catalog";
import { catalogForEvaluation } from "../server/src/picks/catalog-for-evaluation";
import { evaluatePicks, generateHistories, HIT_WITHIN } from "../server/src/picks/evaluate-picks";

const PEOPLE = Number(process.env.EVAL_PEOPLE ?? 200);
const SEED = Number(process.env.EVAL_SEED ?? 1);

const store = new CatalogStore(await evaluationCatalogFile());
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
