import { withinOneEdit } from "./edit-distance";
import { MAX_FUZZY_WORD_LENGTH, oneEditVariants } from "./edit-variants";
import { normalizeText, STOP_WORDS } from "./normalize";
import { queryWords as boundedQueryWords } from "./query-words";

export interface SearchableMovie {
  id: number;
  title: string;
  originalTitle: string;
  popularity: number;
}

/** One searchable field of a movie: its title, or its original title when that differs. */
interface Doc {
  movieIndex: number;
  normalized: string;
  compact: string;
  /** Words that are not stop words: what "covering the title" means. */
  contentWords: number;
}

/**
 * One match, as ranked: `bucket` is how well the query matched (scores within 0.05 of each other
 * share a bucket and count as equally good), then popularity decides.
 */
export interface RankedMatch {
  id: number;
  bucket: number;
  popularity: number;
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
 * An in-memory title index: word → fields containing it. Each query word is matched against the
 * vocabulary exactly, as a prefix, or within one typo; a field must match every query word that
 * is not a stop word. Fields are ranked by match quality (how well the words matched, how much
 * of the title the query covers, whether it is the whole title), then by popularity.
 * See docs/decisions/005-catalog-search.md.
 */
export class SearchIndex {
  private readonly movies: SearchableMovie[];
  private readonly docs: Doc[] = [];
  private readonly postings = new Map<string, number[]>();
  /** Every proper prefix (2+ letters) of every indexed word → the words that start with it. */
  private readonly wordsByPrefix = new Map<string, string[]>();
  /** Indexed words that are only two neighbouring words joined ("spiderman"), in no field as one word. */
  private readonly joinedOnly = new Set<string>();

  private readonly queryStarts: "field" | "any word";

  /**
   * `joinNeighbours`: also index each two neighbouring words joined, so "spiderman" finds
   * "Spider-Man". Worth it for titles; for people's names it would double the vocabulary (and the
   * build time) for little: names are rarely typed joined.
   * `queryStarts`: where a field must begin with the query to rank above one that only contains
   * it. A title at its start ("star" means "Star Wars" before "Lone Star"); a name at any of its
   * words, since people search by surname as often as by first name: "nolan" ranks Christopher
   * Nolan and Nolan Gould alike, and popularity puts the director first.
   */
  constructor(movies: readonly SearchableMovie[], options: { joinNeighbours?: boolean; queryStarts?: "field" | "any word" } = {}) {
    const joinNeighbours = options.joinNeighbours ?? true;
    this.queryStarts = options.queryStarts ?? "field";
    this.movies = [...movies];
    const realWords = new Set<string>();
    this.movies.forEach((movie, movieIndex) => {
      const fields = new Set([normalizeText(movie.title), normalizeText(movie.originalTitle)]);
      for (const normalized of fields) {
        if (normalized === "") continue;
        const words = normalized.split(" ");
        const docIndex = this.docs.length;
        this.docs.push({
          movieIndex,
          normalized,
          compact: words.join(""),
          contentWords: Math.max(1, words.filter((w) => !STOP_WORDS.has(w)).length),
        });
        const indexed = new Set(words);
        // "spiderman" must find "Spider-Man": neighbouring words are also indexed joined.
        if (joinNeighbours) for (let i = 0; i + 1 < words.length; i++) indexed.add(words[i]! + words[i + 1]!);
        for (const word of indexed) (words.includes(word) ? realWords : this.joinedOnly).add(word);
        for (const word of indexed) {
          const list = this.postings.get(word);
          if (list) list.push(docIndex);
          else this.postings.set(word, [docIndex]);
        }
      }
    });
    // A word joined in one title may be a word of its own in another ("Spider-Man", "Spiderman").
    for (const word of realWords) this.joinedOnly.delete(word);
    for (const word of this.postings.keys()) {
      for (let length = 2; length < word.length; length++) {
        const prefix = word.slice(0, length);
        const words = this.wordsByPrefix.get(prefix);
        if (words) words.push(word);
        else this.wordsByPrefix.set(prefix, [word]);
      }
    }
    for (const words of this.wordsByPrefix.values()) words.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  }

  get size(): number {
    return this.movies.length;
  }

  /** Movie ids matching the query, best first. */
  search(query: string, accept: (movieId: number) => boolean = () => true): number[] {
    return this.rank(query, accept).map((match) => match.id);
  }

  /** The matches of `search`, best first, with what ranked them (to merge with another index's). */
  rank(query: string, accept: (movieId: number) => boolean = () => true): RankedMatch[] {
    const queryWords = boundedQueryWords(query);
    if (queryWords.length === 0) return [];
    // Each distinct word is matched once and counts as often as the query repeats it
    // ("tora tora tora"), so repeating a word costs nothing more.
    const repeats = new Map<string, number>();
    for (const word of queryWords) repeats.set(word, (repeats.get(word) ?? 0) + 1);
    const words = [...repeats.keys()];
    const weight = words.map((word) => repeats.get(word)!);
    const content = words.map((word) => !STOP_WORDS.has(word));
    const required = [...content];
    if (!required.some(Boolean)) required.fill(true);

    // Every word's matches first; a required word that matches nothing leaves no result.
    const n = words.length;
    const matchesOf: Array<Map<string, number>> = [];
    let fuzzyLetters = MAX_FUZZY_LETTERS;
    for (const [k, queryWord] of words.entries()) {
      const fuzzy = required[k]! && queryWord.length >= MIN_TYPO_LENGTH && queryWord.length <= Math.min(MAX_FUZZY_WORD_LENGTH, fuzzyLetters);
      if (fuzzy) fuzzyLetters -= queryWord.length;
      const matches = required[k] ? this.matchingWords(queryWord, fuzzy) : new Map([[queryWord, QUALITY.exact]]);
      if (required[k] && matches.size === 0) return [];
      matchesOf.push(matches);
    }

    // A title must match every required word, so candidates come from the one required word that
    // reaches the fewest titles; the other words only score those. Optional stop words match
    // exactly, so "the" does not drag in every title that contains it.
    // grid[doc * n + k]: how well word k matched anything in doc (flat, one allocation per query).
    let seed = 0;
    let fewest = Infinity;
    for (const [k, matches] of matchesOf.entries()) {
      if (!required[k]) continue;
      let reach = 0;
      for (const word of matches.keys()) reach += this.postings.get(word)?.length ?? 0;
      if (reach < fewest) [seed, fewest] = [k, reach];
    }
    const grid = new Float32Array(this.docs.length * n);
    const found = new Uint8Array(this.docs.length);
    const touched: number[] = [];
    for (const k of [seed, ...[...words.keys()].filter((other) => other !== seed)]) {
      for (const [word, quality] of matchesOf[k]!) {
        for (const doc of this.postings.get(word) ?? []) {
          if (!found[doc]) {
            if (k !== seed) continue;
            found[doc] = 1;
            touched.push(doc);
          }
          const cell = doc * n + k;
          if (quality > grid[cell]!) grid[cell] = quality;
        }
      }
    }

    const normalizedQuery = queryWords.join(" ");
    const compactQuery = queryWords.join("");
    const scoreByMovie = new Map<number, number>();
    for (const docIndex of touched) {
      const offset = docIndex * n;
      let quality = 0;
      let contentMatched = 0;
      let missingRequired = false;
      for (let k = 0; k < n; k++) {
        const q = grid[offset + k]!;
        if (q === 0 && required[k]) missingRequired = true;
        quality += q * weight[k]!;
        if (q > 0 && content[k]) contentMatched += weight[k]!;
      }
      if (missingRequired) continue;
      const doc = this.docs[docIndex]!;
      const movie = this.movies[doc.movieIndex]!;
      if (!accept(movie.id)) continue;
      let score = quality / queryWords.length + 0.3 * Math.min(1, contentMatched / doc.contentWords);
      // The whole title, even with one typo ("seven" for "Se7en"), is the strongest signal there is.
      if (doc.normalized === normalizedQuery || doc.compact === compactQuery) score += 0.5;
      else if (compactQuery.length >= 4 && withinOneEdit(compactQuery, doc.compact)) score += 0.5;
      else if (doc.normalized.startsWith(normalizedQuery) || (this.queryStarts === "any word" && doc.normalized.includes(` ${normalizedQuery}`))) score += 0.2;
      const previous = scoreByMovie.get(doc.movieIndex) ?? -1;
      if (score > previous) scoreByMovie.set(doc.movieIndex, score);
    }

    // Scores within 0.05 of each other count as equally good matches; popularity decides.
    const ranked: RankedMatch[] = [];
    for (const [movieIndex, score] of scoreByMovie) {
      const movie = this.movies[movieIndex]!;
      ranked.push({ id: movie.id, bucket: Math.round(score * 20), popularity: movie.popularity });
    }
    ranked.sort((a, b) => b.bucket - a.bucket || b.popularity - a.popularity || a.id - b.id);
    return ranked;
  }

  /**
   * Vocabulary words matching one query word, with how well: exact, as a prefix, within one typo,
   * or starting with something within one typo (when `fuzzy`); at most MAX_CANDIDATE_WORDS,
   * better kinds first.
   * Found by lookups (the query's one-edit variants against the word and prefix tables), never by
   * scanning the vocabulary.
   */
  private matchingWords(queryWord: string, fuzzy: boolean): Map<string, number> {
    const matches = new Map<string, number>();
    const full = () => matches.size >= MAX_CANDIDATE_WORDS;
    const offer = (word: string, quality: number) => {
      const previous = matches.get(word);
      if (previous === undefined ? !full() : quality > previous) matches.set(word, quality);
    };
    if (this.postings.has(queryWord)) offer(queryWord, QUALITY.exact);
    // One-letter words are too short to guess at: exact matches only.
    if (queryWord.length < 2) return matches;
    for (const word of this.wordsByPrefix.get(queryWord) ?? []) {
      if (full()) return matches;
      offer(word, QUALITY.prefix);
    }
    if (!fuzzy) return matches;
    // Words that are only two neighbours joined do not count: "no land" does not make "nolan" a word.
    const hadExactOrPrefix = [...matches.keys()].some((word) => !this.joinedOnly.has(word));
    const variants = oneEditVariants(queryWord);
    for (const variant of variants) {
      if (Math.max(variant.length, queryWord.length) >= 4 && this.postings.has(variant)) offer(variant, QUALITY.typo);
    }
    // A word both unfinished and misspelt is guessed at only when no word is or starts with what
    // was typed: "incep" is Inception, not also "indep…" (Independence Day) or "icep…" (Ice
    // Princess). And not into two words joined: that would be three guesses at once ("nolan" as
    // "noman…", No Man's Land).
    if (queryWord.length < 5 || hadExactOrPrefix) return matches;
    for (const variant of variants) {
      if (variant.length < 4) continue;
      for (const word of this.wordsByPrefix.get(variant) ?? []) {
        if (full()) return matches;
        if (!this.joinedOnly.has(word)) offer(word, QUALITY.typoPrefix);
      }
    }
    return matches;
  }
}
