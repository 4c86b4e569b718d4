import type { Movie } from "../../tmdb/entities";

/** Earliest first; films without a release date last, in the order given. */
export const byReleaseDate = (films: readonly Movie[]): Movie[] =>
  [...films].sort((a, b) => ((a.release_date === "") !== (b.release_date === "") ? (a.release_date === "" ? 1 : -1) : a.release_date.localeCompare(b.release_date)));
