import type { CatalogStore } from "../store/catalog-store";
import { EVAL_QUERIES, type EvalQuery } from "./eval-queries";

export interface EvalResult extends EvalQuery {
  rank: number | null;
  top3: string[];
}

/** Runs every benchmark query and reports where the expected film landed (null: not in the top 3). */
export function evaluateSearch(catalog: CatalogStore, queries: readonly EvalQuery[] = EVAL_QUERIES): { results: EvalResult[]; hitRate: number } {
  const results = queries.map((q) => {
    const ids = catalog.search.search(q.query).slice(0, 3);
    const index = ids.indexOf(q.expectedId);
    return { ...q, rank: index < 0 ? null : index + 1, top3: ids.map((id) => catalog.listItem(id)?.title ?? String(id)) };
  });
  const hits = results.filter((r) => r.rank !== null).length;
  return { results, hitRate: hits / results.length };
}
