import { dayNumber, GENRE_COMBINATIONS, genreMask, positionOf, type FilmTable } from "../store/film-table";
import { GENRES } from "../model";
import { IdListsBuilder, listAt, type IdLists } from "../store/id-lists";
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

/** The facts discover filters on, one typed array per fact (docs/decisions/073, 074). */
export type DiscoverColumns = Pick<FilmTable, "ids" | "adult" | "genres" | "released" | "language" | "languages" | "voteAverage" | "votes" | "runtime">;

/** The positions of the films of an id set (ids no film has left out). */
function positionsOf(columns: DiscoverColumns, ids: Iterable<number>): Int32Array {
  return Int32Array.from(ids, (id) => positionOf(columns, id)).filter((position) => position >= 0);
}

/** The films of an id set as a flag per position. */
function flags(columns: DiscoverColumns, ids: Iterable<number>): Uint8Array {
  const flagged = new Uint8Array(columns.ids.length);
  for (const position of positionsOf(columns, ids)) flagged[position] = 1;
  return flagged;
}

/** Each genre's films (positions, ascending), by the genre's bit number; worked out once per catalog. */
const FILMS_BY_GENRE = new WeakMap<Int32Array, IdLists>();

function filmsByGenre(genres: Int32Array): IdLists {
  let lists = FILMS_BY_GENRE.get(genres);
  if (lists) return lists;
  const builder = new IdListsBuilder();
  for (let p = 0; p < genres.length; p++) for (let bit = 0; bit < GENRES.length; bit++) if ((genres[p]! >> bit) & 1) builder.add(bit, p);
  lists = builder.build(GENRES.length);
  FILMS_BY_GENRE.set(genres, lists);
  return lists;
}

/**
 * The films worth testing when a request asks for genres: a film passes only with one of each
 * group's genres, so only the films of one group can pass; this is the group with the fewest films
 * (a film of two of its genres comes twice). Undefined when no group is asked for.
 */
function filmsOfNarrowestGroup(genres: Int32Array, groups: readonly number[]): Int32Array[] | undefined {
  if (groups.length === 0) return undefined;
  const byGenre = filmsByGenre(genres);
  const filmsOf = (group: number): Int32Array[] => {
    const lists: Int32Array[] = [];
    for (let bit = 0; bit < GENRES.length; bit++) if ((group >> bit) & 1) lists.push(listAt(byGenre, bit));
    return lists;
  };
  const size = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
  return groups.map(filmsOf).reduce((narrowest, lists) => (size(lists) < size(narrowest) ? lists : narrowest));
}

/**
 * The films that pass a filter: a flag per position (1: passes), how many, and when they are at
 * most SORTED_WHEN_AT_MOST, their positions (each once).
 */
export interface DiscoverMatches {
  passing: Uint8Array;
  total: number;
  few: Int32Array | undefined;
}

/**
 * At most this many films that pass are put in order by sorting them, rather than by walking the
 * whole order to meet them: a film that passes may sit anywhere in it (a lead actor's fifty films
 * among a million), and two hundred films sort in a few thousand comparisons even by title.
 */
const SORTED_WHEN_AT_MOST = 200;

/**
 * The page of the films that pass, in the order given (positions in the columns, asked for only
 * when it is walked; `sortFew` puts some of them in that same order), and how many pass in all:
 * when few pass, those are sorted; else the order is walked until the page is full or every film
 * that passes has been met.
 */
export function matchingPage(
  columns: Pick<DiscoverColumns, "ids">,
  { passing, total, few }: DiscoverMatches,
  order: () => Int32Array,
  sortFew: (positions: Int32Array) => Int32Array,
  page: number,
  pageSize: number,
): { ids: number[]; total: number } {
  const skip = (page - 1) * pageSize;
  if (skip >= total) return { ids: [], total };
  if (few) return { ids: Array.from(sortFew(few).subarray(skip, skip + pageSize), (position) => columns.ids[position]!), total };
  const walked = order();
  const ids: number[] = [];
  let passed = 0;
  for (let i = 0; i < walked.length && ids.length < pageSize && passed < total; i++) {
    const position = walked[i]!;
    if (passing[position] === 0) continue;
    if (passed++ >= skip) ids.push(columns.ids[position]!);
  }
  return { ids, total };
}

/**
 * Which films pass the filter, and how many: a flag per position in the columns, from one loop along
 * the columns with every bound in a local number (an absent bound is an infinite one), which was
 * faster than a test function called per film (docs/decisions/073). Genre groups become bit masks,
 * with a verdict kept per combination of genres (a request may carry hundreds of groups; a catalog
 * has far fewer combinations than films). People, keywords and companies become the films allowed,
 * computed once.
 */
export function discoverPasses(filter: DiscoverFilter, films: DiscoverFilms, columns: DiscoverColumns): DiscoverMatches {
  const count = columns.ids.length;
  const withPeople = (ids: readonly number[]): number[] => [...films.withCast(ids), ...films.withCrew(ids)];
  const allowedIds = intersect([
    filmsMeeting(filter.castGroups, films.withCast),
    filmsMeeting(filter.crewGroups, films.withCrew),
    filmsMeeting(filter.peopleGroups, withPeople),
    filmsMeeting(filter.keywordGroups, films.withKeywords),
    filmsMeeting(filter.companyGroups, films.byCompanies),
  ]);
  const excludedIds = [...films.withKeywords(filter.withoutKeywords), ...films.byCompanies(filter.withoutCompanies)];
  const excluded = excludedIds.length > 0 ? flags(columns, excludedIds) : undefined;

  const adultPasses = filter.includeAdult ? 1 : 0;
  // A film with no release date (-1) fails any bound on its date.
  const datesBounded = filter.releasedFrom !== undefined || filter.releasedTo !== undefined;
  const releasedFrom = filter.releasedFrom === undefined ? 0 : dayNumber(filter.releasedFrom);
  const releasedTo = filter.releasedTo === undefined ? Number.MAX_SAFE_INTEGER : dayNumber(filter.releasedTo);
  // A language is compared by its index in the columns; -1 is a language no film has, -2 none asked for.
  const language = filter.language === undefined ? -2 : filter.language === null ? -1 : columns.languages.indexOf(filter.language);
  const [averageFrom, averageTo] = bounds(filter.voteAverageFrom, filter.voteAverageTo);
  const [votesFrom, votesTo] = bounds(filter.votesFrom, filter.votesTo);
  // A film whose runtime is not known (NaN) fails any bound on it: NaN is within no range.
  const runtimeBounded = filter.runtimeFrom !== undefined || filter.runtimeTo !== undefined;
  const [runtimeFrom, runtimeTo] = bounds(filter.runtimeFrom, filter.runtimeTo);
  const groups = filter.genreGroups.map(genreMask);
  const without = genreMask(filter.withoutGenres);
  const verdicts = groups.length > 0 || without !== 0 ? VERDICTS : undefined;
  const decided: number[] = [];
  const { adult, released, language: languages, voteAverage, votes, runtime, genres } = columns;
  // The films to test: those named (people, keywords, companies) when some are, else the films of
  // the narrowest genre group when genres are asked for, else every film. Each is tested whole; the
  // rest cannot pass and stay 0.
  const passing = new Uint8Array(count);
  let total = 0;
  const few = new Int32Array(SORTED_WHEN_AT_MOST);
  const lists = allowedIds ? [positionsOf(columns, allowedIds)] : filmsOfNarrowestGroup(genres, groups);
  for (let list = 0, end = lists ? lists.length : 1; list < end; list++) {
    const candidates = lists?.[list];
    const length = candidates ? candidates.length : count;
    for (let i = 0; i < length; i++) {
      const p = candidates ? candidates[i]! : i;
      // A film that passed when met before (in another genre's list of the group) counts once.
      if (excluded?.[p] === 1 || passing[p] === 1) continue;
      if (
        adult[p]! > adultPasses ||
        (datesBounded && (released[p]! < 0 || released[p]! < releasedFrom || released[p]! > releasedTo)) ||
        (language !== -2 && languages[p] !== language) ||
        !(voteAverage[p]! >= averageFrom && voteAverage[p]! <= averageTo) ||
        !(votes[p]! >= votesFrom && votes[p]! <= votesTo) ||
        (runtimeBounded && !(runtime[p]! >= runtimeFrom && runtime[p]! <= runtimeTo))
      ) {
        continue;
      }
      if (verdicts) {
        const mask = genres[p]!;
        let verdict = verdicts[mask]!;
        if (verdict === 0) {
          verdicts[mask] = verdict = (mask & without) === 0 && groups.every((group) => (mask & group) !== 0) ? 1 : 2;
          decided.push(mask);
        }
        if (verdict === 2) continue;
      }
      passing[p] = 1;
      if (total < SORTED_WHEN_AT_MOST) few[total] = p;
      total++;
    }
  }
  for (const mask of decided) VERDICTS[mask] = 0;
  return { passing, total, few: total <= SORTED_WHEN_AT_MOST ? few.subarray(0, total) : undefined };
}

/**
 * A verdict per combination of genres, by its mask: 0 not yet worked out, 1 passes, 2 fails. One
 * table for every request (each is worked out whole before another starts), its entries cleared
 * after each: allocating half a megabyte a request cost more than the loop on a small catalog.
 */
const VERDICTS = new Uint8Array(GENRE_COMBINATIONS);

/** A range's bounds as numbers: an absent bound is an infinite one. */
const bounds = (from: number | undefined, to: number | undefined): [number, number] => [from ?? Number.NEGATIVE_INFINITY, to ?? Number.POSITIVE_INFINITY];
