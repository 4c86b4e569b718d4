/** The year of a TMDB date ("1972-03-14" → "1972"); "" for TMDB's "no date" (""). */
export const yearOf = (date: string) => (date ? date.slice(0, 4) : "");
