import type { ProductionCountry } from "../../../../common/tmdb/wire-types";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** Where TMDB's English country names differ from the Unicode CLDR ones. */
const TMDB_NAMES: Readonly<Record<string, string>> = { US: "United States of America" };

export function productionCountry(iso3166: string): ProductionCountry {
  let name = TMDB_NAMES[iso3166];
  if (!name) {
    try {
      name = regionNames.of(iso3166) ?? iso3166;
    } catch {
      name = iso3166;
    }
  }
  return { iso_3166_1: iso3166, name };
}
