import { describe, expect, it } from "vitest";
import { derivePopularity, voteFiguresFrom } from "./popularity";

describe("vote figures and popularity", () => {
  it("scales IMDb's votes to TMDB's and keeps the rating; without votes there is no average", () => {
    expect(voteFiguresFrom(8.24, 150_415)).toEqual({ vote_average: 8.2, vote_count: 3008 });
    expect(voteFiguresFrom(null, null)).toBeNull();
    expect(voteFiguresFrom(7, 0)).toBeNull();
  });

  it("puts every curated film above every breadth film, and the much-voted, well-rated first", () => {
    const lowCurated = derivePopularity({ vote_average: 0, vote_count: 0 }, 1930, 2026, true);
    const topBreadth = derivePopularity({ vote_average: 10, vote_count: 1_000_000 }, 2026, 2026, false);
    expect(lowCurated).toBeGreaterThan(topBreadth);
    const famous = derivePopularity({ vote_average: 8.5, vote_count: 8_000 }, 1994, 2026, true);
    const obscure = derivePopularity({ vote_average: 8.5, vote_count: 80 }, 1994, 2026, true);
    const panned = derivePopularity({ vote_average: 4, vote_count: 8_000 }, 1994, 2026, true);
    expect(famous).toBeGreaterThan(obscure);
    expect(famous).toBeGreaterThan(panned);
    expect(famous).toBe(Math.round(famous * 1000) / 1000);
  });
});
