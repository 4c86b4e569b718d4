import type { SpokenLanguage } from "../../../../common/tmdb/wire-types";

const englishNames = new Intl.DisplayNames(["en"], { type: "language" });

/** TMDB's spoken_languages carry an English name; older sources have only the code and native name. */
export function spokenLanguage(iso639: string, nativeName?: string): SpokenLanguage {
  let englishName = iso639;
  try {
    englishName = englishNames.of(iso639) ?? iso639;
  } catch {
    // an invalid code keeps itself as its name
  }
  return { english_name: englishName, iso_639_1: iso639, name: nativeName ?? englishName };
}
