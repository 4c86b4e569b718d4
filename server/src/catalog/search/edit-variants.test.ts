import { describe, expect, it } from "vitest";
import { withinOneEdit } from "./edit-distance";
import { MAX_FUZZY_WORD_LENGTH, oneEditVariants } from "./edit-variants";

describe("oneEditVariants", () => {
  it("lists strings one edit away, never the word itself", () => {
    const variants = oneEditVariants("matrix");
    for (const typo of ["matrx", "matirx", "matrux", "matrixx", "amtrix"]) expect(variants.has(typo), typo).toBe(true);
    expect(variants.has("matrix")).toBe(false);
    for (const variant of variants) expect(withinOneEdit(variant, "matrix"), variant).toBe(true);
  });

  it("gives none for words longer than MAX_FUZZY_WORD_LENGTH, whose variants would cost the square of their length", () => {
    expect(oneEditVariants("a".repeat(MAX_FUZZY_WORD_LENGTH)).size).toBeGreaterThan(0);
    expect(oneEditVariants("a".repeat(MAX_FUZZY_WORD_LENGTH + 1)).size).toBe(0);
    expect(oneEditVariants("x".repeat(15_000)).size).toBe(0);
  });
});
