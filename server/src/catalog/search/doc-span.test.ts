import { describe, expect, it } from "vitest";
import { spanEquals, spanEqualsWithoutSpaces, spanHasWordStarting, spanStartsWith, spanWithoutSpacesWithinOneEdit, type DocSpan } from "./doc-span";

// Three docs' texts one after another, as the index keeps them: each check must see its doc alone,
// never the text before or after it.
const texts = ["star wars", "the empire strikes back", "star"];
const all = texts.join("");
const spans: DocSpan[] = texts.map((_, d) => {
  const start = texts.slice(0, d).join("").length;
  return { text: all, start, end: start + texts[d]!.length };
});
const [starWars, empire, star] = spans as [DocSpan, DocSpan, DocSpan];

describe("a doc's text read in place", () => {
  it("answers as the doc's own slice would, for every check and many queries", () => {
    const queries = ["", "star", "star wars", "starwars", "star warss", "stra wars", "wars", "war", "the", "the empire", "empire", "strikes back", "back", "backstar", "thee mpire strikes back", "starwarsthe", "s", "k"];
    for (const [d, span] of spans.entries()) {
      const slice = texts[d]!;
      const compact = slice.replaceAll(" ", "");
      for (const query of queries) {
        const label = `${slice} / ${query}`;
        expect(spanEquals(span, query), label).toBe(slice === query);
        expect(spanStartsWith(span, query), label).toBe(slice.startsWith(query));
        expect(spanHasWordStarting(span, query), label).toBe(slice.includes(` ${query}`));
        const queryCompact = query.replaceAll(" ", "");
        expect(spanEqualsWithoutSpaces(span, queryCompact), label).toBe(compact === queryCompact);
      }
    }
  });

  it("does not read into the next doc: a prefix, a word or a whole text that runs past the doc's end is not there", () => {
    expect(spanStartsWith(starWars, "star warsthe")).toBe(false);
    expect(spanHasWordStarting(starWars, "warsthe")).toBe(false);
    expect(spanEquals(starWars, "star warsthe")).toBe(false);
    expect(spanEqualsWithoutSpaces(starWars, "starwarsthe")).toBe(false);
    expect(spanHasWordStarting(empire, "backstar")).toBe(false);
  });

  it("finds the doc's text, spaces left out, within one edit of a word: one letter wrong, missing, extra, or two swapped", () => {
    expect(spanWithoutSpacesWithinOneEdit(starWars, "starwars")).toBe(true);
    expect(spanWithoutSpacesWithinOneEdit(starWars, "starwar")).toBe(true);
    expect(spanWithoutSpacesWithinOneEdit(starWars, "starwarss")).toBe(true);
    expect(spanWithoutSpacesWithinOneEdit(starWars, "stawrars")).toBe(true);
    expect(spanWithoutSpacesWithinOneEdit(starWars, "starwa")).toBe(false);
    expect(spanWithoutSpacesWithinOneEdit(star, "start")).toBe(true);
    expect(spanWithoutSpacesWithinOneEdit(star, "starwars")).toBe(false);
  });
});
