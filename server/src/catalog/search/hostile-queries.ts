/**
 * Queries built to make search work hard, for `npm run eval:search` to time: very long words
 * (typo variants grow with the square of a word's length), many words, the most common prefix
 * repeated, long words one typo away from a real one (each really does match), and a page of
 * punctuation. See docs/decisions/021-bounded-catalog-work.md.
 */
export interface HostileQuery {
  name: string;
  query: string;
}

/** Letters from a fixed linear congruential sequence: the same "random" word on every run. */
function letters(count: number, seed: number): string {
  let state = seed;
  let word = "";
  for (let i = 0; i < count; i++) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    word += String.fromCharCode(97 + (state % 26));
  }
  return word;
}

const oneTypo = (word: string, at: number) => word.slice(0, at) + "q" + word.slice(at + 1);

export const HOSTILE_QUERIES: readonly HostileQuery[] = [
  { name: "for comparison: \"th\"", query: "th" },
  { name: "a word of 6,000 letters", query: letters(6_000, 6_000) },
  { name: "a word of 15,000 letters", query: letters(15_000, 15_000) },
  { name: "2,000 words of 7 letters", query: Array.from({ length: 2_000 }, (_, i) => letters(7, i + 1)).join(" ") },
  { name: "\"th\" 2,000 times", query: Array(2_000).fill("th").join(" ") },
  { name: "16 two-letter prefixes", query: "th ma an st be ca de lo mo re sa to wa ha pa li" },
  { name: "16 typos of a 22-letter word", query: Array.from({ length: 16 }, (_, i) => oneTypo("artificialintelligence", i + 2)).join(" ") },
  { name: "16 words of 24 letters", query: Array.from({ length: 16 }, (_, i) => letters(24, i + 100)).join(" ") },
  { name: "15,000 punctuation marks", query: "-!?".repeat(5_000) },
];
