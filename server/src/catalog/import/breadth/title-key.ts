import { normalizeText } from "../../search/normalize";

/**
 * The key two sources' titles are matched on: the search normaliser (accents, case, punctuation)
 * with full stops dropped too, so "E.T. the Extra-Terrestrial" and "ET: The Extra-Terrestrial" agree.
 */
export function titleKey(title: string): string {
  return normalizeText(title.replace(/\./g, ""));
}
