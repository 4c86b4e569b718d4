import { describe, expect, it } from "vitest";
import { CACHE_TTL_MS, cacheKeys, KEPT_AT_MOST, TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("serves entries until their lifetime ends, then removes them on read", () => {
    let now = 0;
    const cache = new TtlCache(() => now);
    cache.set("popular-movies-page-1", [1, 2], CACHE_TTL_MS.list);
    now = CACHE_TTL_MS.list - 1;
    expect(cache.get("popular-movies-page-1")).toEqual([1, 2]);
    now = CACHE_TTL_MS.list;
    expect(cache.get("popular-movies-page-1")).toBeUndefined();
    expect(cache.has("popular-movies-page-1")).toBe(false);
  });

  it("has the spec's lifetimes and keys", () => {
    expect(CACHE_TTL_MS).toEqual({ list: 300_000, details: 900_000, genres: 3_600_000 });
    expect(cacheKeys.popular(2)).toBe("popular-movies-page-2");
    expect(cacheKeys.search("Star WARS", 1)).toBe("search-star wars-page-1");
    expect(cacheKeys.genre(28, 3)).toBe("genre-28-page-3");
    expect(cacheKeys.similar(11, 1)).toBe("similar-11-page-1");
    expect(cacheKeys.recommendations(11, 2)).toBe("recommendations-11-page-2");
  });

  it(`keeps at most ${KEPT_AT_MOST} answers, forgetting the one set longest ago first`, () => {
    const cache = new TtlCache();
    for (let page = 1; page <= KEPT_AT_MOST; page++) cache.set(cacheKeys.popular(page), page, CACHE_TTL_MS.list);
    // Set again, the first page is now the newest.
    cache.set(cacheKeys.popular(1), 1, CACHE_TTL_MS.list);
    cache.set(cacheKeys.popular(KEPT_AT_MOST + 1), KEPT_AT_MOST + 1, CACHE_TTL_MS.list);
    expect(cache.get(cacheKeys.popular(2))).toBeUndefined();
    expect(cache.get(cacheKeys.popular(1))).toBe(1);
    expect(cache.get(cacheKeys.popular(3))).toBe(3);
    expect(cache.entries()).toHaveLength(KEPT_AT_MOST);
  });
});
