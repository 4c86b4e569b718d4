import { describe, expect, it } from "vitest";
import { listCount } from "./list-count";

describe("how much a list holds, in words", () => {
  it("counts films, and the films seen by their viewings", () => {
    expect(listCount("watchlist", 1)).toBe("1 film");
    expect(listCount("ratings", 1204)).toBe("1,204 films");
    expect(listCount("seen", 1)).toBe("1 viewing");
    expect(listCount("seen", 0)).toBe("0 viewings");
  });
});
