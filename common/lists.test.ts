import { describe, expect, it } from "vitest";
import { HALF_STAR_STEPS, ratingStars, ratingText, tenPointScore } from "./lists";

describe("ratings", () => {
  it("are half stars from 0.5 to 5, the same steps as TMDB's 1 to 10", () => {
    expect(HALF_STAR_STEPS).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(HALF_STAR_STEPS.map(tenPointScore)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ratingText(3.5)).toBe("3.5 stars (7/10)");
    expect(ratingText(1)).toBe("1 star (2/10)");
    expect(ratingText(0.5)).toBe("0.5 stars (1/10)");
  });

  it("are drawn as stars on a person's lists, a half as ½", () => {
    expect(ratingStars(3.5)).toBe("★★★½");
    expect(ratingStars(5)).toBe("★★★★★");
    expect(ratingStars(0.5)).toBe("½");
  });
});
