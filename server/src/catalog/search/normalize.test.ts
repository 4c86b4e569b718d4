import { describe, expect, it } from "vitest";
import { normalizeText, tokenize } from "./normalize";

describe("normalizeText", () => {
  it("drops accents and case", () => {
    expect(normalizeText("Amélie")).toBe("amelie");
    expect(normalizeText("CRÈME BRÛLÉE")).toBe("creme brulee");
  });
  it("removes apostrophes inside words and breaks on other punctuation", () => {
    expect(tokenize("Schindler's List")).toEqual(["schindlers", "list"]);
    expect(tokenize("Spider-Man: Far From Home")).toEqual(["spider", "man", "far", "from", "home"]);
    expect(tokenize("Le Fabuleux Destin d'Amélie Poulain")).toEqual(["le", "fabuleux", "destin", "damelie", "poulain"]);
  });
  it("keeps non-Latin scripts as words", () => {
    expect(tokenize("千と千尋の神隠し")).toEqual(["千と千尋の神隠し"]);
    expect(tokenize("Брат 2")).toEqual(["брат", "2"]);
  });
  it("spells out ampersands and special letters", () => {
    expect(tokenize("Mr. & Mrs. Smith")).toEqual(["mr", "and", "mrs", "smith"]);
    expect(normalizeText("Søren Straße")).toBe("soren strasse");
  });
});
