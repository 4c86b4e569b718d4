import { GENRES } from "../model";
import type { MovieFeatures } from "../store/movie-features";
import { readBoolean, readDatePrefix, readGenreFilter, readGenreList } from "./params";

/** What /discover/movie filters on, read from the query and normalised (it is also the cache key). */
export interface DiscoverFilter {
  includeAdult: boolean;
  genreGroups: number[][];
  withoutGenres: number[];
  datePrefix: string | undefined;
  /** null: a language no film in the catalog has, so nothing matches. */
  language: string | null | undefined;
  minVotes: number;
}

export function readDiscoverFilter(query: (name: string) => string | undefined, languages: ReadonlySet<string>): DiscoverFilter {
  const language = query("with_original_language")?.trim() || undefined;
  return {
    includeAdult: readBoolean(query("include_adult")),
    genreGroups: readGenreFilter(query("with_genres")),
    withoutGenres: readGenreList(query("without_genres")),
    datePrefix: readDatePrefix(query("primary_release_year") ?? query("year")),
    language: language === undefined || languages.has(language) ? language : null,
    minVotes: Number(query("vote_count.gte") ?? 0) || 0,
  };
}

/** One bit per TMDB genre (there are 19), so a set of genres is a number. */
const GENRE_BIT: ReadonlyMap<number, number> = new Map(GENRES.map((genre, index) => [genre.id, 1 << index]));

function genreMask(ids: Iterable<number>): number {
  let mask = 0;
  for (const id of ids) mask |= GENRE_BIT.get(id) ?? 0;
  return mask;
}

/**
 * The test a film must pass. Genre groups become bit masks, and the verdict on genres is kept per
 * combination of genres a film has: a request may carry hundreds of groups, and a catalog has far
 * fewer genre combinations than films.
 */
export function discoverMatcher(filter: DiscoverFilter): (movie: MovieFeatures) => boolean {
  const groups = filter.genreGroups.map(genreMask);
  const without = genreMask(filter.withoutGenres);
  const verdicts = new Map<number, boolean>();
  const genresPass = (mask: number): boolean => {
    let pass = verdicts.get(mask);
    if (pass === undefined) verdicts.set(mask, (pass = (mask & without) === 0 && groups.every((group) => (mask & group) !== 0)));
    return pass;
  };
  return (movie) => {
    if (movie.item.adult && !filter.includeAdult) return false;
    if (filter.datePrefix !== undefined && !movie.item.release_date.startsWith(filter.datePrefix)) return false;
    if (filter.language !== undefined && movie.item.original_language !== filter.language) return false;
    if (movie.item.vote_count < filter.minVotes) return false;
    return genresPass(genreMask(movie.genreIds));
  };
}
