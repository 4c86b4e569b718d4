import { serialize } from "node:v8";
import { copiedOut, deserializedOrUndefined } from "../store/stored-indexes";
import { normalizeText, STOP_WORDS } from "./normalize";

export interface SearchableMovie {
  id: number;
  title: string;
  originalTitle: string;
  popularity: number;
}

export interface IndexOptions {
  /**
   * Also index each two neighbouring words joined, so "spiderman" finds "Spider-Man". Worth it for
   * titles; for people's names it would double the vocabulary (and the build time) for little:
   * names are rarely typed joined.
   */
  joinNeighbours?: boolean;
  /**
   * Where a field must begin with the query to rank above one that only contains it. A title at its
   * start ("star" means "Star Wars" before "Lone Star"); a name at any of its words, since people
   * search by surname as often as by first name: "nolan" ranks Christopher Nolan and Nolan Gould
   * alike, and popularity puts the director first.
   */
  queryStarts?: "field" | "any word";
}

/**
 * A search index as flat arrays and strings, with no object per film, field or word: a million
 * films' index is a few hundred megabytes less than as maps of objects, and it is written whole
 * into the catalog at import and read back at start rather than built again (docs/decisions/071).
 * An entry is a film (or a person, a keyword…); a doc is one searchable field of an entry (its
 * title, and its original title when that differs); a word is one of the vocabulary's.
 */
export interface IndexParts {
  format: typeof FORMAT;
  joinNeighbours: boolean;
  queryStarts: "field" | "any word";
  /** Entry → its id and popularity. */
  ids: Int32Array;
  popularity: Float64Array;
  /** Doc → its entry, and how many of its words are not stop words (what "covering the title" means). */
  docEntry: Int32Array;
  docContentWords: Uint16Array;
  /** Every doc's normalized text, one after another; doc d is `docText.slice(docTextEnd[d - 1] ?? 0, docTextEnd[d])`. */
  docText: string;
  docTextEnd: Uint32Array;
  /** The vocabulary in code-unit order (as `<` compares), so a prefix's words are one run of it. */
  words: string[];
  /** Word → 1 when it is only two neighbouring words joined, in no field as a word of its own. */
  joinedOnly: Uint8Array;
  /** Word w's docs, ascending: `postings.subarray(postingEnd[w - 1] ?? 0, postingEnd[w])`. */
  postings: Int32Array;
  postingEnd: Uint32Array;
}

/**
 * Changes whenever IndexParts, or how a text becomes words (normalize.ts: normalizeText,
 * STOP_WORDS), changes: an index stored by other code is then built again rather than misread or
 * searched by other rules than it was made with.
 */
const FORMAT = 2;

/** Builds the parts from the entries as they come (read one by one: a catalog's millions of names need not be held as objects at once). */
export function buildIndexParts(entries: Iterable<SearchableMovie>, options: IndexOptions = {}): IndexParts {
  const joinNeighbours = options.joinNeighbours ?? true;
  const ids: number[] = [];
  const popularity: number[] = [];
  const docEntry: number[] = [];
  const docContentWords: number[] = [];
  const texts: string[] = [];
  const docTextEnd: number[] = [];
  const postingsOf = new Map<string, number[]>();
  const realWords = new Set<string>();
  const joined = new Set<string>();
  let textLength = 0;
  for (const entry of entries) {
    const entryIndex = ids.length;
    ids.push(entry.id);
    popularity.push(entry.popularity);
    const fields = new Set([normalizeText(entry.title), normalizeText(entry.originalTitle)]);
    for (const normalized of fields) {
      if (normalized === "") continue;
      const words = normalized.split(" ");
      const doc = docEntry.length;
      docEntry.push(entryIndex);
      docContentWords.push(Math.max(1, words.filter((w) => !STOP_WORDS.has(w)).length));
      texts.push(normalized);
      textLength += normalized.length;
      docTextEnd.push(textLength);
      const indexed = new Set(words);
      // "spiderman" must find "Spider-Man": neighbouring words are also indexed joined.
      if (joinNeighbours) for (let i = 0; i + 1 < words.length; i++) indexed.add(words[i]! + words[i + 1]!);
      for (const word of indexed) {
        (words.includes(word) ? realWords : joined).add(word);
        const list = postingsOf.get(word);
        if (list) list.push(doc);
        else postingsOf.set(word, [doc]);
      }
    }
  }
  const words = [...postingsOf.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const postingEnd = new Uint32Array(words.length);
  const postings = new Int32Array(words.reduce((sum, word) => sum + postingsOf.get(word)!.length, 0));
  // A word joined in one title may be a word of its own in another ("Spider-Man", "Spiderman").
  const joinedOnly = new Uint8Array(words.length);
  let end = 0;
  words.forEach((word, w) => {
    const docs = postingsOf.get(word)!;
    postings.set(docs, end);
    end += docs.length;
    postingEnd[w] = end;
    if (joined.has(word) && !realWords.has(word)) joinedOnly[w] = 1;
  });
  return {
    format: FORMAT,
    joinNeighbours,
    queryStarts: options.queryStarts ?? "field",
    ids: Int32Array.from(ids),
    popularity: Float64Array.from(popularity),
    docEntry: Int32Array.from(docEntry),
    docContentWords: Uint16Array.from(docContentWords, (count) => Math.min(count, 0xffff)),
    docText: texts.join(""),
    docTextEnd: Uint32Array.from(docTextEnd),
    words,
    joinedOnly,
    postings,
    postingEnd,
  };
}

/** The parts as bytes to store (Node's structured serialisation: typed arrays are copied as they are). */
export function storedIndexParts(parts: IndexParts): Buffer {
  return serialize(parts);
}

/**
 * Parts read back from `storedIndexParts`' bytes, or undefined when they are not of this format or
 * were made with other options (then the index is built again). The arrays are copied out, so the
 * stored bytes are not kept alive by views into them.
 */
export function readIndexParts(stored: Uint8Array, options: IndexOptions = {}): IndexParts | undefined {
  const value = deserializedOrUndefined(stored);
  if (typeof value !== "object" || value === null || (value as { format?: unknown }).format !== FORMAT) return undefined;
  const parts = value as IndexParts;
  const consistent =
    parts.ids instanceof Int32Array && parts.popularity instanceof Float64Array && parts.ids.length === parts.popularity.length &&
    parts.docEntry instanceof Int32Array && parts.docContentWords instanceof Uint16Array && parts.docTextEnd instanceof Uint32Array &&
    parts.docEntry.length === parts.docContentWords.length && parts.docEntry.length === parts.docTextEnd.length && typeof parts.docText === "string" &&
    Array.isArray(parts.words) && parts.joinedOnly instanceof Uint8Array && parts.postingEnd instanceof Uint32Array && parts.postings instanceof Int32Array &&
    parts.words.length === parts.joinedOnly.length && parts.words.length === parts.postingEnd.length &&
    parts.joinNeighbours === (options.joinNeighbours ?? true) && parts.queryStarts === (options.queryStarts ?? "field");
  if (!consistent) return undefined;
  return copiedOut(parts);
}
