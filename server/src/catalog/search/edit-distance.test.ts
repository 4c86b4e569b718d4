import { describe, expect, it } from "vitest";
import { withinOneEdit } from "./edit-distance";

describe("withinOneEdit", () => {
  it.each([
    ["godfather", "godfather"],
    ["godfathr", "godfather"],
    ["godfatherr", "godfather"],
    ["godfether", "godfather"],
    ["godfahter", "godfather"],
    ["matrix", "matrx"],
    ["xmatrix", "matrix"],
  ])("%s ~ %s", (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ["godfthr", "godfather"],
    ["matrix", "matrices"],
    ["alien", "aliens2"],
    ["abcd", "badc"],
  ])("%s is more than one edit from %s", (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});
