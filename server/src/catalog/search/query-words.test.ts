import { describe, expect, it } from "vitest";
import { MAX_QUERY_CHARS, MAX_QUERY_WORDS, queryWords } from "./query-words";

describe("queryWords", () => {
  it("normalises the query like the index does", () => {
    expect(queryWords("  Spider-Man: Amélie's ")).toEqual(["spider", "man", "amelies"]);
  });

  it("keeps at most MAX_QUERY_WORDS words", () => {
    const words = queryWords(Array.from({ length: 100 }, (_, i) => `w${i}`).join(" "));
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words[0]).toBe("w0");
  });

  it("reads only the first MAX_QUERY_CHARS characters", () => {
    const words = queryWords("x".repeat(15_000));
    expect(words).toEqual(["x".repeat(MAX_QUERY_CHARS)]);
    expect(queryWords(`${" ".repeat(MAX_QUERY_CHARS)}godfather`)).toEqual([]);
  });
});
