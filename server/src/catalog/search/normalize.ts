/**
 * Text normalisation shared by the index and the query, so both sides agree on what a word is:
 * accents dropped (Amélie → amelie), case folded, apostrophes removed inside words
 * (Schindler's → schindlers), every other punctuation mark a word break (Spider-Man → spider man).
 * Catalogs keep indexes made by these rules: a change to them (or to STOP_WORDS) changes FORMAT in
 * search-index-parts.ts, so those indexes are built again rather than searched by other rules.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/&/g, " and ")
    .replace(/(\p{L})['’`´](\p{L})/gu, "$1$2")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === "" ? [] : normalized.split(" ");
}

/** Words so common that a query may carry them without the title doing so. */
export const STOP_WORDS = new Set(["the", "a", "an", "of", "and", "in", "on", "to", "la", "le", "les", "el", "los", "las", "der", "die", "das", "il", "de", "du", "des"]);
