import { groupDigits } from "../../lib/group-digits";
import type { SpokenLanguage } from "../../tmdb/entities";

// Intl objects are built on first use, not when this module loads: building an Intl.DisplayNames
// loads the locale's display-name data, which takes tens of milliseconds of main thread (it was
// the details page's longest task while hydrating), and most films never need it.
let languages: Intl.DisplayNames | undefined;

export function formatRuntime(minutes: number | null): string | null {
  if (!minutes) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours}h ${rest}m` : `${rest}m`;
}

/** Whole US dollars, "$6,000,000"; null for the 0 TMDB sends when the amount is unknown. */
export function formatMoney(amount: number): string | null {
  return amount > 0 ? `$${groupDigits(amount)}` : null;
}

/**
 * The English name of a language code: from the film's own spoken languages when it is among
 * them (TMDB sends their English names), otherwise from the browser's locale data.
 */
export function languageName(code: string, spoken: readonly SpokenLanguage[] = []): string {
  const listed = spoken.find((language) => language.iso_639_1 === code)?.english_name;
  if (listed) return listed;
  try {
    languages ??= new Intl.DisplayNames(["en"], { type: "language" });
    return languages.of(code) ?? code;
  } catch {
    return code;
  }
}


/** A collection's name after "Part of": "the Godfather Collection", but never "the The Lord of the Rings Collection". */
export function collectionName(name: string): string {
  return /^the\s/i.test(name) ? name : `the ${name}`;
}
