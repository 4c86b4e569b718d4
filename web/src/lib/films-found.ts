import { groupDigits } from "./group-digits";

/**
 * What a search found of films, as its count line says it: "943 movies found for “the”", "1 movie
 * found for “heat”", "No movies found for “dicaprio”". The people it found are counted apart.
 */
export const filmsFound = (count: number, query: string): string =>
  count === 0 ? `No movies found for “${query}”` : `${groupDigits(count)} ${count === 1 ? "movie" : "movies"} found for “${query}”`;
