import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTmdb5000Catalog } from "../../test-support/fixture-catalog";
import { evaluateSearch } from "../search/evaluate-search";
import { CatalogStore } from "../store/catalog-store";

let store: CatalogStore;
beforeAll(async () => {
  store = new CatalogStore(await buildTmdb5000Catalog());
});
afterAll(() => store.close());

const top = (ids: number[], n: number) => ids.slice(0, n);

describe("on the real TMDB 5000 dataset", () => {
  it("search finds the benchmark films in the top 3 (npm run eval:search prints the details)", () => {
    const { hitRate, results } = evaluateSearch(store);
    expect(results.length).toBeGreaterThanOrEqual(30);
    expect(hitRate, results.filter((r) => r.rank === null).map((r) => r.query).join(", ")).toBeGreaterThanOrEqual(0.95);
  });

  it("recommends a film's sequels and siblings: same director and cast", () => {
    // The Dark Knight → Batman Begins, The Dark Knight Rises
    expect(top(store.recommendations(155), 5)).toEqual(expect.arrayContaining([272, 49026]));
    // Toy Story → Toy Story 2 and 3
    expect(top(store.recommendations(862), 5)).toEqual(expect.arrayContaining([863, 10193]));
    // The Lord of the Rings: The Fellowship of the Ring → The Two Towers, The Return of the King
    expect(top(store.recommendations(120), 5)).toEqual(expect.arrayContaining([121, 122]));
    // The Godfather → The Godfather: Part II
    expect(top(store.recommendations(238), 3)).toContain(240);
  });

  it("finds similar films by genre, keywords, director and era", () => {
    expect(top(store.similar(862), 10)).toEqual(expect.arrayContaining([863, 10193]));
    expect(top(store.similar(120), 10)).toEqual(expect.arrayContaining([121, 122]));
    expect(top(store.similar(155), 10)).toContain(49026);
  });

  it("never includes the film itself and is never empty when related films exist", () => {
    for (const id of store.byPopularity.slice(0, 300)) {
      const similar = store.similar(id);
      const recommended = store.recommendations(id);
      expect(similar).not.toContain(id);
      expect(recommended).not.toContain(id);
      expect(similar.length, `similar to ${id}`).toBeGreaterThan(0);
      expect(recommended.length, `recommended for ${id}`).toBeGreaterThan(0);
    }
  });
});
