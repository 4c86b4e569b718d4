import { spanEquals, spanEqualsWithoutSpaces, spanHasWordStarting, spanStartsWith, spanWithoutSpacesWithinOneEdit, type DocSpan } from "./doc-span";
import { MAX_FUZZY_WORD_LENGTH, oneEditVariants } from "./edit-variants";
import { STOP_WORDS } from "./normalize";
import { queryWords as boundedQueryWords } from "./query-words";
import { partitionPoint } from "../partition-point";
import { buildIndexParts, readIndexParts, storedIndexParts, type IndexOptions, type IndexParts, type SearchableMovie } from "./search-index-parts";

export type { SearchableMovie } from "./search-index-parts";

/**
 * One match, as ranked: `bucket` is how well the query matched (scores within 0.05 of each other
 * share a bucket and count as equally good), then popularity decides.
 */
export interface RankedMatch {
  id: number;
  bucket: number;
  popularity: number;
}

/** The first matches of a query, best first, and how many matched in all. */
export interface RankedTop {
  total: number;
  top: RankedMatch[];
}

/** The lowest bucket such that the matches in it and the buckets above it number at least `limit`. */
function lowestBucketReaching(buckets: readonly number[], limit: number): number {
  const count = new Map<number, number>();
  for (const bucket of buckets) count.set(bucket, (count.get(bucket) ?? 0) + 1);
  let reached = 0;
  let lowest = -Infinity;
  for (const bucket of [...count.keys()].sort((a, b) => b - a)) {
    reached += count.get(bucket)!;
    lowest = bucket;
    if (reached >= limit) break;
  }
  return lowest;
}

/** How well one query word matched one title word. */
const QUALITY = { exact: 1, prefix: 0.8, typo: 0.6, typoPrefix: 0.45 } as const;

/**
 * The most vocabulary words one query word may match. A short prefix can match a large share of
 * a big catalog's vocabulary ("th" matches 1,079 words in TMDB 5000, which stays under the cap);
 * past the cap the best matches are kept: exact, then prefix, then typo, and among prefix matches
 * the shortest completions, which are the closest to what was typed.
 */
export const MAX_CANDIDATE_WORDS = 2000;

/**
 * Letters of typo-matched words per query. Each word's variants cost about its length times the
 * alphabet, so the budget bounds the whole query's fuzzy work; words past it match exactly or as a
 * prefix. A typed title rarely needs a third of it ("harry poter philosophr stone": 24 letters).
 */
export const MAX_FUZZY_LETTERS = 64;

/** Words shorter than this are too short to guess typos in. */
const MIN_TYPO_LENGTH = 3;

/**
 * A title index: word → fields containing it. Each query word is matched against the vocabulary
 * exactly, as a prefix, or within one typo; a field must match every query word that is not a stop
 * word. Fields are ranked by match quality (how well the words matched, how much of the title the
 * query covers, whether it is the whole title), then by popularity.
 * See docs/decisions/005-catalog-search.md; its arrays are search-index-parts.ts' (docs/decisions/071).
 */
export class SearchIndex {
  private parts: IndexParts;
  /** Per doc, during one query: its row in that query's grid, plus one (0: not a candidate). Reset after each query. */
  private slotOfDoc: Int32Array | undefined;

  constructor(entries: Iterable<SearchableMovie>, options: IndexOptions = {}) {
    this.parts = buildIndexParts(entries, options);
  }

  /** An index read back from what `stored()` wrote (at import), or undefined when the bytes are not a stored index of this format and these options. */
  static fromStored(stored: Uint8Array, options: IndexOptions = {}): SearchIndex | undefined {
    const parts = readIndexParts(stored, options);
    if (!parts) return undefined;
    const index = new SearchIndex([]);
    index.parts = parts;
    return index;
  }

  /** The index as bytes, to keep in the catalog file. */
  stored(): Buffer {
    return storedIndexParts(this.parts);
  }

  get size(): number {
    return this.parts.ids.length;
  }

  /** Movie ids matching the query, best first. */
  search(query: string, accept: (movieId: number) => boolean = () => true): number[] {
    return this.rank(query, accept).map((match) => match.id);
  }

  /** The matches of `search`, best first, with what ranked them (to merge with another index's). */
  rank(query: string, accept: (movieId: number) => boolean = () => true): RankedMatch[] {
    return this.rankTop(query, accept, Infinity).top;
  }

  /**
   * The first `limit` matches of `rank`, in the same order, and how many there are in all: a page
   * of a common word's thousands of matches sorts only the best of them (see `ranked`).
   */
  rankTop(query: string, accept: (movieId: number) => boolean, limit: number): RankedTop {
    const none: RankedTop = { total: 0, top: [] };
    const queryWords = boundedQueryWords(query);
    if (queryWords.length === 0) return none;
    // Each distinct word is matched once and counts as often as the query repeats it
    // ("tora tora tora"), so repeating a word costs nothing more.
    const repeats = new Map<string, number>();
    for (const word of queryWords) repeats.set(word, (repeats.get(word) ?? 0) + 1);
    const words = [...repeats.keys()];
    const weight = words.map((word) => repeats.get(word)!);
    const content = words.map((word) => !STOP_WORDS.has(word));
    const required = [...content];
    if (!required.some(Boolean)) required.fill(true);

    // Every word's matches first (vocabulary word → quality); a required word that matches nothing leaves no result.
    const n = words.length;
    const matchesOf: Array<Map<number, number>> = [];
    let fuzzyLetters = MAX_FUZZY_LETTERS;
    for (const [k, queryWord] of words.entries()) {
      const fuzzy = required[k]! && queryWord.length >= MIN_TYPO_LENGTH && queryWord.length <= Math.min(MAX_FUZZY_WORD_LENGTH, fuzzyLetters);
      if (fuzzy) fuzzyLetters -= queryWord.length;
      const matches = required[k] ? this.matchingWords(queryWord, fuzzy) : this.exactly(queryWord);
      if (required[k] && matches.size === 0) return none;
      matchesOf.push(matches);
    }

    // A title must match every required word, so candidates come from the one required word that
    // reaches the fewest titles; the other words only score those. Optional stop words match
    // exactly, so "the" does not drag in every title that contains it.
    const { postings, postingEnd, docEntry, ids, popularity } = this.parts;
    const docsOf = (word: number) => postings.subarray(word === 0 ? 0 : postingEnd[word - 1]!, postingEnd[word]);
    let seed = 0;
    let fewest = Infinity;
    for (const [k, matches] of matchesOf.entries()) {
      if (!required[k]) continue;
      let reach = 0;
      for (const word of matches.keys()) reach += docsOf(word).length;
      if (reach < fewest) [seed, fewest] = [k, reach];
    }
    // The seed word's docs are the candidates, each given a row of the grid: grid[row * n + k] is
    // how well word k matched anything in that doc. Rows only for candidates, so a query's memory
    // follows its matches, not the catalog's size.
    this.slotOfDoc ??= new Int32Array(docEntry.length);
    const slotOfDoc = this.slotOfDoc;
    const touched: number[] = [];
    try {
      for (const word of matchesOf[seed]!.keys()) {
        for (const doc of docsOf(word)) {
          if (slotOfDoc[doc] === 0) slotOfDoc[doc] = touched.push(doc);
        }
      }
      const grid = new Float32Array(touched.length * n);
      for (const [k, matches] of matchesOf.entries()) {
        for (const [word, quality] of matches) {
          for (const doc of docsOf(word)) {
            const slot = slotOfDoc[doc]!;
            if (slot === 0) continue;
            const cell = (slot - 1) * n + k;
            if (quality > grid[cell]!) grid[cell] = quality;
          }
        }
      }
      return this.ranked(touched, grid, { n, queryWords, weight, content, required, accept, ids, popularity }, Math.max(0, limit));
    } finally {
      for (const doc of touched) slotOfDoc[doc] = 0;
    }
  }

  /** The candidates scored and ranked: scores within 0.05 of each other count as equally good matches; popularity decides. */
  private ranked(
    touched: readonly number[],
    grid: Float32Array,
    query: { n: number; queryWords: string[]; weight: number[]; content: boolean[]; required: boolean[]; accept: (id: number) => boolean; ids: Int32Array; popularity: Float64Array },
    limit: number,
  ): RankedTop {
    const { n, queryWords, weight, content, required, accept, ids, popularity } = query;
    const { docEntry, docContentWords, docText, docTextEnd, queryStarts } = this.parts;
    const normalizedQuery = queryWords.join(" ");
    const compactQuery = queryWords.join("");
    const scoreByEntry = new Map<number, number>();
    touched.forEach((doc, row) => {
      const offset = row * n;
      let quality = 0;
      let contentMatched = 0;
      for (let k = 0; k < n; k++) {
        const q = grid[offset + k]!;
        if (q === 0 && required[k]) return;
        quality += q * weight[k]!;
        if (q > 0 && content[k]) contentMatched += weight[k]!;
      }
      const entry = docEntry[doc]!;
      if (!accept(ids[entry]!)) return;
      // The doc's text is read where it lies in the one string of every doc's text, not copied out:
      // a query's candidates can number tens of thousands, and most match none of the checks below.
      const span: DocSpan = { text: docText, start: doc === 0 ? 0 : docTextEnd[doc - 1]!, end: docTextEnd[doc]! };
      let score = quality / queryWords.length + 0.3 * Math.min(1, contentMatched / docContentWords[doc]!);
      // The whole title, even with one typo ("seven" for "Se7en"), is the strongest signal there is.
      if (spanEquals(span, normalizedQuery) || spanEqualsWithoutSpaces(span, compactQuery)) score += 0.5;
      else if (compactQuery.length >= 4 && spanWithoutSpacesWithinOneEdit(span, compactQuery)) score += 0.5;
      else if (spanStartsWith(span, normalizedQuery) || (queryStarts === "any word" && spanHasWordStarting(span, normalizedQuery))) score += 0.2;
      const previous = scoreByEntry.get(entry) ?? -1;
      if (score > previous) scoreByEntry.set(entry, score);
    });
    // Matches rank by bucket first, so the first `limit` lie in the best buckets: only the matches
    // of the buckets that reach `limit`, counted from the best, are sorted.
    const entries = [...scoreByEntry.keys()];
    const buckets = Array.from(scoreByEntry.values(), (score) => Math.round(score * 20));
    const total = entries.length;
    const lowest = total > limit ? lowestBucketReaching(buckets, limit) : -Infinity;
    const ranked: RankedMatch[] = [];
    entries.forEach((entry, i) => {
      if (buckets[i]! >= lowest) ranked.push({ id: ids[entry]!, bucket: buckets[i]!, popularity: popularity[entry]! });
    });
    ranked.sort((a, b) => b.bucket - a.bucket || b.popularity - a.popularity || a.id - b.id);
    return { total, top: ranked.length > limit ? ranked.slice(0, limit) : ranked };
  }

  /** An optional word (a stop word among others) matches only itself. */
  private exactly(queryWord: string): Map<number, number> {
    const word = this.wordIndex(queryWord);
    return new Map(word < 0 ? [] : [[word, QUALITY.exact]]);
  }

  /** The vocabulary's index of this word, or -1: a binary search of the sorted words. */
  private wordIndex(word: string): number {
    const words = this.parts.words;
    const at = partitionPoint(words.length, (w) => words[w]! < word);
    return words[at] === word ? at : -1;
  }

  /**
   * The words that start with `prefix` and are longer, shortest first, then in code-unit order:
   * one run of the sorted vocabulary, put in order of length bucket by bucket.
   */
  private wordsStartingWith(prefix: string): number[] {
    const words = this.parts.words;
    const byLength: number[][] = [];
    for (let w = partitionPoint(words.length, (at) => words[at]! < prefix); w < words.length && words[w]!.startsWith(prefix); w++) {
      const length = words[w]!.length;
      if (length > prefix.length) (byLength[length] ??= []).push(w);
    }
    return byLength.flat();
  }

  /**
   * Vocabulary words matching one query word, with how well: exact, as a prefix, within one typo,
   * or starting with something within one typo (when `fuzzy`); at most MAX_CANDIDATE_WORDS,
   * better kinds first.
   * Found by lookups (the query's one-edit variants against the sorted vocabulary), never by
   * scanning it.
   */
  private matchingWords(queryWord: string, fuzzy: boolean): Map<number, number> {
    const matches = new Map<number, number>();
    const full = () => matches.size >= MAX_CANDIDATE_WORDS;
    const offer = (word: number, quality: number) => {
      const previous = matches.get(word);
      if (previous === undefined ? !full() : quality > previous) matches.set(word, quality);
    };
    const joinedOnly = this.parts.joinedOnly;
    const exact = this.wordIndex(queryWord);
    if (exact >= 0) offer(exact, QUALITY.exact);
    // One-letter words are too short to guess at: exact matches only.
    if (queryWord.length < 2) return matches;
    for (const word of this.wordsStartingWith(queryWord)) {
      if (full()) return matches;
      offer(word, QUALITY.prefix);
    }
    if (!fuzzy) return matches;
    // Words that are only two neighbours joined do not count: "no land" does not make "nolan" a word.
    const hadExactOrPrefix = [...matches.keys()].some((word) => joinedOnly[word] === 0);
    const variants = oneEditVariants(queryWord);
    for (const variant of variants) {
      if (Math.max(variant.length, queryWord.length) < 4) continue;
      const word = this.wordIndex(variant);
      if (word >= 0) offer(word, QUALITY.typo);
    }
    // A word both unfinished and misspelt is guessed at only when no word is or starts with what
    // was typed: "incep" is Inception, not also "indep…" (Independence Day) or "icep…" (Ice
    // Princess). And not into two words joined: that would be three guesses at once ("nolan" as
    // "noman…", No Man's Land).
    if (queryWord.length < 5 || hadExactOrPrefix) return matches;
    for (const variant of variants) {
      if (variant.length < 4) continue;
      for (const word of this.wordsStartingWith(variant)) {
        if (full()) return matches;
        if (joinedOnly[word] === 0) offer(word, QUALITY.typoPrefix);
      }
    }
    return matches;
  }
}
