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

export function matchesDiscover(filter: DiscoverFilter, movie: MovieFeatures): boolean {
  if (movie.item.adult && !filter.includeAdult) return false;
  if (!filter.genreGroups.every((group) => group.some((genre) => movie.genreIds.has(genre)))) return false;
  if (filter.withoutGenres.some((genre) => movie.genreIds.has(genre))) return false;
  if (filter.datePrefix !== undefined && !movie.item.release_date.startsWith(filter.datePrefix)) return false;
  if (filter.language !== undefined && movie.item.original_language !== filter.language) return false;
  return movie.item.vote_count >= filter.minVotes;
}
