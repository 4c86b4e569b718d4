import { dayNumber, genreMask, positionOf, type FilmTable } from "../store/film-table";
import type { DiscoverFilter } from "./discover-filter";

/** Where discover finds the films carrying any of a group of ids (a film may come more than once). */
export interface DiscoverFilms {
  withCast: (personIds: readonly number[]) => Iterable<number>;
  withCrew: (personIds: readonly number[]) => Iterable<number>;
  withKeywords: (keywordIds: readonly number[]) => Iterable<number>;
  byCompanies: (companyIds: readonly number[]) => Iterable<number>;
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

/** The facts discover filters on, one typed array per fact (docs/decisions/073, 074). */
export type DiscoverColumns = Pick<FilmTable, "ids" | "adult" | "genres" | "released" | "language" | "languages" | "voteAverage" | "votes" | "runtime">;

/** The films of an id set as a flag per position. */
function flags(columns: DiscoverColumns, ids: Iterable<number>): Uint8Array {
  const flagged = new Uint8Array(columns.ids.length);
  for (const id of ids) {
    const position = positionOf(columns, id);
    if (position >= 0) flagged[position] = 1;
  }
  return flagged;
}

/**
 * The page of the films that pass, in the order given (positions in the columns), and how many pass
 * in all. Every film is tested in one pass along the columns, which reads them in order; then the
 * order is walked only as far as the page, reading a flag a film.
 */
export function matchingPage(columns: DiscoverColumns, matches: (position: number) => boolean, order: Int32Array, page: number, pageSize: number): { ids: number[]; total: number } {
  const passing = new Uint8Array(columns.ids.length);
  let total = 0;
  for (let position = 0; position < passing.length; position++) {
    if (matches(position)) {
      passing[position] = 1;
      total++;
    }
  }
  const skip = (page - 1) * pageSize;
  const ids: number[] = [];
  let passed = 0;
  for (let i = 0; i < order.length && ids.length < pageSize && skip < total; i++) {
    const position = order[i]!;
    if (passing[position] === 0) continue;
    if (passed++ >= skip) ids.push(columns.ids[position]!);
  }
  return { ids, total };
}

/**
 * The test a film (by its position in the columns) must pass. Genre groups become bit masks, and
 * the verdict on genres is kept per combination of genres a film has: a request may carry hundreds
 * of groups, and a catalog has far fewer genre combinations than films. People, keywords and
 * companies become the films allowed, computed once.
 */
export function discoverMatcher(filter: DiscoverFilter, films: DiscoverFilms, columns: DiscoverColumns): (position: number) => boolean {
  const groups = filter.genreGroups.map(genreMask);
  const without = genreMask(filter.withoutGenres);
  const verdicts = new Map<number, boolean>();
  const genresPass = (mask: number): boolean => {
    let pass = verdicts.get(mask);
    if (pass === undefined) verdicts.set(mask, (pass = (mask & without) === 0 && groups.every((group) => (mask & group) !== 0)));
    return pass;
  };
  const genresMatter = groups.length > 0 || without !== 0;
  const withPeople = (ids: readonly number[]): number[] => [...films.withCast(ids), ...films.withCrew(ids)];
  const allowedIds = intersect([
    filmsMeeting(filter.castGroups, films.withCast),
    filmsMeeting(filter.crewGroups, films.withCrew),
    filmsMeeting(filter.peopleGroups, withPeople),
    filmsMeeting(filter.keywordGroups, films.withKeywords),
    filmsMeeting(filter.companyGroups, films.byCompanies),
  ]);
  const allowed = allowedIds && flags(columns, allowedIds);
  const excludedIds = [...films.withKeywords(filter.withoutKeywords), ...films.byCompanies(filter.withoutCompanies)];
  const excluded = excludedIds.length > 0 ? flags(columns, excludedIds) : undefined;
  const from = filter.releasedFrom === undefined ? undefined : dayNumber(filter.releasedFrom);
  const to = filter.releasedTo === undefined ? undefined : dayNumber(filter.releasedTo);
  const datesBounded = from !== undefined || to !== undefined;
  const runtimeBounded = filter.runtimeFrom !== undefined || filter.runtimeTo !== undefined;
  // null: a language no film has. A language is compared by its index in the columns.
  const language = filter.language === undefined ? undefined : filter.language === null ? -1 : columns.languages.indexOf(filter.language);
  const { adult, released, voteAverage, votes, runtime, genres } = columns;
  return (p) => {
    if (adult[p] === 1 && !filter.includeAdult) return false;
    if (allowed && allowed[p] === 0) return false;
    if (excluded && excluded[p] === 1) return false;
    if (datesBounded) {
      const day = released[p]!;
      if (day < 0) return false;
      if (from !== undefined && day < from) return false;
      if (to !== undefined && day > to) return false;
    }
    if (language !== undefined && columns.language[p] !== language) return false;
    if (!within(voteAverage[p]!, filter.voteAverageFrom, filter.voteAverageTo)) return false;
    if (!within(votes[p]!, filter.votesFrom, filter.votesTo)) return false;
    if (runtimeBounded && (Number.isNaN(runtime[p]) || !within(runtime[p]!, filter.runtimeFrom, filter.runtimeTo))) return false;
    return !genresMatter || genresPass(genres[p]!);
  };
}
