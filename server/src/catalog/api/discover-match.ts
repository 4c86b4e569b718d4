import { GENRES } from "../model";
import type { MovieFeatures } from "../store/movie-features";
import type { DiscoverFilter } from "./discover-filter";

/** Where discover finds the films carrying any of a group of ids (a film may come more than once). */
export interface DiscoverFilms {
  withCast: (personIds: readonly number[]) => Iterable<number>;
  withCrew: (personIds: readonly number[]) => Iterable<number>;
  withKeywords: (keywordIds: readonly number[]) => Iterable<number>;
  byCompanies: (companyIds: readonly number[]) => Iterable<number>;
}

/** One bit per TMDB genre (there are 19), so a set of genres is a number. */
const GENRE_BIT: ReadonlyMap<number, number> = new Map(GENRES.map((genre, index) => [genre.id, 1 << index]));

function genreMask(ids: Iterable<number>): number {
  let mask = 0;
  for (const id of ids) mask |= GENRE_BIT.get(id) ?? 0;
  return mask;
}

/**
 * The films meeting every group (each by any of its ids), or undefined when there are no groups.
 * Costs one look-up per group and a step per film found: bounded by the ids a request can carry
 * (its URL is at most 16 KB) times the films one id has, and it stops at the first group that
 * leaves no film.
 */
function filmsMeeting(groups: readonly (readonly number[])[], filmsOf: (ids: readonly number[]) => Iterable<number>): Set<number> | undefined {
  let meeting: Set<number> | undefined;
  for (const group of groups) {
    const any = new Set<number>();
    for (const film of filmsOf(group)) if (!meeting || meeting.has(film)) any.add(film);
    meeting = any;
    if (meeting.size === 0) break;
  }
  return meeting;
}

function intersect(sets: ReadonlyArray<Set<number> | undefined>): Set<number> | undefined {
  const present = sets.filter((set) => set !== undefined).sort((a, b) => a.size - b.size);
  if (present.length === 0) return undefined;
  const [smallest, ...others] = present;
  return new Set([...smallest!].filter((id) => others.every((set) => set.has(id))));
}

const within = (value: number, from: number | undefined, to: number | undefined): boolean =>
  (from === undefined || value >= from) && (to === undefined || value <= to);

/**
 * The test a film must pass. Genre groups become bit masks, and the verdict on genres is kept per
 * combination of genres a film has: a request may carry hundreds of groups, and a catalog has far
 * fewer genre combinations than films. People, keywords and companies become the set of films
 * allowed, computed once.
 */
export function discoverMatcher(filter: DiscoverFilter, films: DiscoverFilms): (movie: MovieFeatures) => boolean {
  const groups = filter.genreGroups.map(genreMask);
  const without = genreMask(filter.withoutGenres);
  const verdicts = new Map<number, boolean>();
  const genresPass = (mask: number): boolean => {
    let pass = verdicts.get(mask);
    if (pass === undefined) verdicts.set(mask, (pass = (mask & without) === 0 && groups.every((group) => (mask & group) !== 0)));
    return pass;
  };
  const withPeople = (ids: readonly number[]): number[] => [...films.withCast(ids), ...films.withCrew(ids)];
  const allowed = intersect([
    filmsMeeting(filter.castGroups, films.withCast),
    filmsMeeting(filter.crewGroups, films.withCrew),
    filmsMeeting(filter.peopleGroups, withPeople),
    filmsMeeting(filter.keywordGroups, films.withKeywords),
    filmsMeeting(filter.companyGroups, films.byCompanies),
  ]);
  const excluded = new Set([...films.withKeywords(filter.withoutKeywords), ...films.byCompanies(filter.withoutCompanies)]);
  const datesBounded = filter.releasedFrom !== undefined || filter.releasedTo !== undefined;
  const runtimeBounded = filter.runtimeFrom !== undefined || filter.runtimeTo !== undefined;
  return (movie) => {
    const item = movie.item;
    if (item.adult && !filter.includeAdult) return false;
    if (allowed && !allowed.has(item.id)) return false;
    if (excluded.has(item.id)) return false;
    if (datesBounded) {
      if (item.release_date === "") return false;
      if (filter.releasedFrom !== undefined && item.release_date < filter.releasedFrom) return false;
      if (filter.releasedTo !== undefined && item.release_date > filter.releasedTo) return false;
    }
    if (filter.language !== undefined && item.original_language !== filter.language) return false;
    if (!within(item.vote_average, filter.voteAverageFrom, filter.voteAverageTo)) return false;
    if (!within(item.vote_count, filter.votesFrom, filter.votesTo)) return false;
    if (runtimeBounded && (movie.runtime === null || !within(movie.runtime, filter.runtimeFrom, filter.runtimeTo))) return false;
    return genresPass(genreMask(movie.genreIds));
  };
}
