import { tokenize } from "./normalize";

/**
 * How much of a query search looks at. TMDB answers long queries normally rather than refusing
 * them, so we do too, but only the start of the query counts: no title needs more.
 * - Characters: the longest normalised title in TMDB 5000 is 86 characters; 256 leaves room for
 *   stray punctuation and spacing, and keeps normalising a pasted page cheap.
 * - Words: the wordiest title in TMDB 5000 has 15; every query word costs a round of lookups.
 */
export const MAX_QUERY_CHARS = 256;
export const MAX_QUERY_WORDS = 16;

/** The words of a query that search considers: the first MAX_QUERY_WORDS of its first MAX_QUERY_CHARS characters. */
export function queryWords(query: string): string[] {
  return tokenize(query.slice(0, MAX_QUERY_CHARS)).slice(0, MAX_QUERY_WORDS);
}
