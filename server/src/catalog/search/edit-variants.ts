const BASE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The longest word that gets typo variants. A word of n letters has about 2·n·(36 + n) variants of
 * n letters each, so the cost grows with the square of its length: at 6,000 letters one query took
 * seconds and hundreds of MB. The longest word in TMDB 5000's titles, neighbouring words joined,
 * is 22 letters ("artificialintelligence"); longer words are matched exactly or as a prefix only.
 */
export const MAX_FUZZY_WORD_LENGTH = 24;

/**
 * Every string exactly one edit away from `word`: one letter deleted, swapped with its neighbour,
 * replaced or inserted. Replacements and insertions draw on a–z, 0–9 and the word's own letters,
 * which covers typing slips in Latin-script titles (accents are already folded away).
 * Words longer than MAX_FUZZY_WORD_LENGTH get none.
 */
export function oneEditVariants(word: string): Set<string> {
  const variants = new Set<string>();
  if (word.length > MAX_FUZZY_WORD_LENGTH) return variants;
  const alphabet = new Set(BASE_ALPHABET + word);
  for (let i = 0; i < word.length; i++) {
    variants.add(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const ch of alphabet) variants.add(word.slice(0, i) + ch + word.slice(i + 1));
  }
  for (let i = 0; i <= word.length; i++) for (const ch of alphabet) variants.add(word.slice(0, i) + ch + word.slice(i));
  variants.delete(word);
  return variants;
}
