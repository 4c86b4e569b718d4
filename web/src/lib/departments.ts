/** TMDB's departments in the order people expect to read them: acting and directing first, the crafts after. */
const ORDER = ["Acting", "Directing", "Writing", "Production", "Camera", "Editing", "Sound", "Art", "Costume & Make-Up", "Visual Effects", "Crew", "Lighting"];

const rank = (department: string) => (ORDER.includes(department) ? ORDER.indexOf(department) : ORDER.length);

/**
 * Sorts department names into that order; unlisted ones after, by plain code-unit order: TMDB's
 * department names are plain English, and localeCompare would load the ICU collator (tens of ms of
 * main thread) while the page hydrates.
 */
export function compareDepartments(a: string, b: string): number {
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
