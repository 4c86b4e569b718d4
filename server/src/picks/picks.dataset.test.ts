import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogStore } from "../catalog/store/catalog-store";
import { buildTmdb5000Catalog } from "../test-support/fixture-catalog";
import { catalogForEvaluation } from "./catalog-for-evaluation";
import { evaluatePicks, generateHistories } from "./evaluate-picks";

let store: CatalogStore;
beforeAll(async () => {
  store = new CatalogStore(await buildTmdb5000Catalog());
});
afterAll(() => store.close());

describe("picks on the real TMDB 5000 dataset (npm run eval:picks prints the figures)", () => {
  it("find a held-out liked film among the first 20 at least twice as often as the most popular films do, over 100 generated histories", () => {
    const catalog = catalogForEvaluation(store);
    const histories = generateHistories(catalog, { people: 100, seed: 1 });
    expect(histories).toHaveLength(100);
    const result = evaluatePicks(catalog, histories);
    expect(result.picksFound).toBeGreaterThan(0);
    expect(result.picksHitRate).toBeGreaterThanOrEqual(2 * result.popularityHitRate);
  });

  it("generates the same histories from the same seed, and others from another", () => {
    const catalog = catalogForEvaluation(store);
    const shape = (seed: number) => generateHistories(catalog, { people: 5, seed }).map(({ history, heldOut }) => [heldOut, [...history.seen.keys()]]);
    expect(shape(7)).toEqual(shape(7));
    expect(shape(7)).not.toEqual(shape(8));
  });
});
