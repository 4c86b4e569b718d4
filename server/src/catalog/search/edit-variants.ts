const BASE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Every string exactly one edit away from `word`: one letter deleted, swapped with its neighbour,
 * replaced or inserted. Replacements and insertions draw on a–z, 0–9 and the word's own letters,
 * which covers typing slips in Latin-script titles (accents are already folded away).
 */
export function oneEditVariants(word: string): Set<string> {
  const alphabet = new Set(BASE_ALPHABET + word);
  const variants = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    variants.add(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const ch of alphabet) variants.add(word.slice(0, i) + ch + word.slice(i + 1));
  }
  for (let i = 0; i <= word.length; i++) for (const ch of alphabet) variants.add(word.slice(0, i) + ch + word.slice(i));
  variants.delete(word);
  return variants;
}
