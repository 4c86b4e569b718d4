import { RELATED_LIMIT } from "../schema";
import { positionOf, yearOf, type FilmTable } from "../store/film-table";
import { IdListsBuilder, listAt, type IdLists } from "../store/id-lists";

// Related films, in two flavours (docs/decisions/006-similar-and-recommendations.md):
// - similar: "more like this": shared genres, keywords, director and era.
// - recommendations: "if you liked this": the same collection, then films by the people who made
//   it or starred in it, weighted by how well they are rated.
// Both are deterministic: ties fall to popularity, then id. The film itself is never included.

/** What ranking reads of the films: the film table's columns and lists (store/film-table.ts). */
export type RelatedFacts = Pick<
  FilmTable,
  "ids" | "genreIds" | "released" | "popularity" | "voteAverage" | "votes" | "collection" | "keywords" | "keywordNames" | "directors" | "writers" | "leadCast"
>;

/** The films (positions in the table) each person, collection, keyword and combination of genres has, worked out once for ranking every film. */
export interface RelatedIndex {
  films: RelatedFacts;
  /** Every director, writer and lead actor, ascending ids, and each one's films. */
  personIds: Int32Array;
  personFilms: IdLists;
  byCollection: ReadonlyMap<number, readonly number[]>;
  /** Each keyword's films, by the keyword's index in the table's names. */
  keywordFilms: IdLists;
  /** Films with exactly the same set of genres, by genre bit mask. */
  byGenreMask: ReadonlyMap<number, readonly number[]>;
  genreMask: Int32Array;
  /**
   * The best films alike by genre alone, for a set of genres and a year (similar) or a set of
   * genres (recommendations' fallback), worked out once for every film that shares them: scoring
   * a whole genre for each film grows with the catalog's square (a million films would take days).
   */
  genreOnly: Map<string, readonly number[]>;
  /** The keywords of the film being ranked, marked by index (cleared after each film). */
  keywordMark: Uint8Array;
}

/**
 * Ranking's own bit for each genre id, in the order first met (any id a source gives, not only
 * TMDB's 19, so the film table's masks are not used here). Only shared bits and equal masks matter;
 * past 31 distinct ids in one process bits are shared, which the stored lists' digest would show.
 */
const GENRE_BIT = new Map<number, number>();
function genreBit(genre: number): number {
  let bit = GENRE_BIT.get(genre);
  if (bit === undefined) GENRE_BIT.set(genre, (bit = 1 << GENRE_BIT.size % 31));
  return bit;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const add = <K>(map: Map<K, number[]>, key: K, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Each person's films: people by ascending id, each one's films ascending, a film once however many parts it has. */
function filmsByPerson(films: RelatedFacts): { personIds: Int32Array; personFilms: IdLists } {
  // Each film's people once, then the people numbered by id and each one's films in ascending
  // positions. Millions of pairs at a million films: kept in typed arrays (IdLists), not in arrays
  // and a set of numbers, which were much of what the import's heap held here (docs/decisions/077).
  const count = films.ids.length;
  const pairs = new IdListsBuilder();
  for (let p = 0; p < count; p++) {
    for (const person of new Set([...listAt(films.directors, p), ...listAt(films.writers, p), ...listAt(films.leadCast, p)])) pairs.add(p, person);
  }
  const peopleOf = pairs.build(count);
  const personIds = distinctAscending(peopleOf.values);
  const builder = new IdListsBuilder();
  for (let p = 0; p < count; p++) for (const person of listAt(peopleOf, p)) builder.add(positionOf({ ids: personIds }, person), p);
  return { personIds, personFilms: builder.build(personIds.length) };
}

/** Each number once, smallest first. */
function distinctAscending(values: Int32Array): Int32Array {
  const sorted = values.slice().sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[kept++] = sorted[i]!;
  return sorted.slice(0, kept);
}

export function buildRelatedIndex(films: RelatedFacts): RelatedIndex {
  const count = films.ids.length;
  const byCollection = new Map<number, number[]>();
  const byGenreMask = new Map<number, number[]>();
  const genreMask = new Int32Array(count);
  const keywordFilms = new IdListsBuilder();
  for (let p = 0; p < count; p++) {
    if (films.collection[p]! >= 0) add(byCollection, films.collection[p]!, p);
    for (const keyword of listAt(films.keywords, p)) keywordFilms.add(keyword, p);
    let mask = 0;
    for (const genre of listAt(films.genreIds, p)) mask |= genreBit(genre);
    genreMask[p] = mask;
    if (mask !== 0) add(byGenreMask, mask, p);
  }
  return {
    films,
    ...filmsByPerson(films),
    byCollection,
    keywordFilms: keywordFilms.build(films.keywordNames.length),
    byGenreMask,
    genreMask,
    genreOnly: new Map(),
    keywordMark: new Uint8Array(films.keywordNames.length),
  };
}

/** A person's films (positions), or none for a person no film has. */
function filmsOf(index: RelatedIndex, person: number): Int32Array {
  const at = positionOf({ ids: index.personIds }, person);
  return at >= 0 ? listAt(index.personFilms, at) : EMPTY;
}
const EMPTY = new Int32Array(0);

const MAX_KEYWORD_FILMS = 150;
/** Fewer candidates than this and the genre net is widened (see similarMovies). */
const MIN_CANDIDATES = 10;

/** How many numbers two small lists share (each number counted once in `a`). */
function overlap(a: ArrayLike<number>, b: Int32Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) if (b.includes(a[i]!)) count++;
  return count;
}

/** A rating that trusts many votes more than few: a Bayesian average towards 6.5 with 200 votes' weight. */
export function weightedRating(item: { vote_average: number; vote_count: number }): number {
  const prior = 6.5;
  const weight = 200;
  return (item.vote_average * item.vote_count + prior * weight) / (item.vote_count + weight);
}

const ratingAt = (films: RelatedFacts, p: number) => weightedRating({ vote_average: films.voteAverage[p]!, vote_count: films.votes[p]! });

interface Ranked {
  position: number;
  score: number;
  popularity: number;
}
/** The order of every related list: score, then popularity, then id (positions are in id order, so ties are always broken the same way). */
const byRank = (a: Ranked, b: Ranked) => b.score - a.score || b.popularity - a.popularity || a.position - b.position;

/**
 * The `limit` best of the films in `pools` (each film in one of them at most; only those
 * `eligible` when given) by `score`, in rank order: kept in a small sorted array, so a genre of a
 * hundred thousand films costs one pass, not a sort. The pools are read where they are: a pool of
 * a few hundred thousand films copied into one array or set for each of the thousands of lists
 * ranked at import was most of the import's garbage (docs/decisions/077).
 */
function best(pools: ReadonlyArray<readonly number[]>, score: (p: number) => number, films: RelatedFacts, limit: number, eligible?: (p: number) => boolean): number[] {
  const kept: Ranked[] = [];
  for (const positions of pools) {
    for (const position of positions) {
      if (eligible && !eligible(position)) continue;
      const entry = { position, score: score(position), popularity: films.popularity[position]! };
      if (kept.length === limit && byRank(entry, kept[limit - 1]!) >= 0) continue;
      let at = kept.length;
      while (at > 0 && byRank(entry, kept[at - 1]!) < 0) at--;
      kept.splice(at, 0, entry);
      if (kept.length > limit) kept.pop();
    }
  }
  return kept.map((entry) => entry.position);
}

/** The lists of films by combination of genres whose combination passes `wanted`: each film is in one. */
function filmsOfMasks(index: RelatedIndex, wanted: (mask: number) => boolean): Array<readonly number[]> {
  const pools: Array<readonly number[]> = [];
  for (const [mask, films] of index.byGenreMask) if (wanted(mask)) pools.push(films);
  return pools;
}

/** How alike two films are by their genres and years alone (the part of `similar`'s score that needs nothing else). */
function genreAndEraScore(mask: number, year: number | null, films: RelatedFacts, other: number, otherMask: number): number {
  const sharedGenres = bitCount(mask & otherMask);
  const genreUnion = bitCount(mask | otherMask) || 1;
  let score = 3 * (sharedGenres / genreUnion);
  const otherYear = yearOf(films.released[other]!);
  if (year !== null && otherYear !== null) score += Math.max(0, 1 - Math.abs(year - otherYear) / 15);
  return score + 0.05 * ratingAt(films, other);
}

/**
 * The films most alike by genre and era alone to a film of these genres and this year, best first,
 * one more than a list holds (the film itself may be among them): those with exactly these genres,
 * or with `widened`, those sharing all but one of them.
 */
function genreNeighbours(mask: number, year: number | null, widened: boolean, index: RelatedIndex): readonly number[] {
  const key = `${widened ? "w" : "s"}${mask}:${year ?? ""}`;
  const known = index.genreOnly.get(key);
  if (known) return known;
  const needed = bitCount(mask) - 1;
  const pool = widened ? filmsOfMasks(index, (otherMask) => bitCount(mask & otherMask) >= needed) : [index.byGenreMask.get(mask) ?? []];
  const found = best(pool, (other) => genreAndEraScore(mask, year, index.films, other, index.genreMask[other]!), index.films, RELATED_LIMIT + 1);
  index.genreOnly.set(key, found);
  return found;
}

/** Recommendations when the people behind a film made nothing else here: well-rated films of its genres, the same for every film of these genres. */
function genreFallback(position: number, index: RelatedIndex): readonly number[] {
  const key = `r${index.genreMask[position]!}`;
  const known = index.genreOnly.get(key);
  if (known) return known;
  const films = index.films;
  const genres = listAt(films.genreIds, position);
  // The films with any of its genres: those whose combination shares a bit with its own, less any
  // that share only a bit (past 31 genre ids bits are shared, see genreBit).
  const mask = index.genreMask[position]!;
  const pool = filmsOfMasks(index, (otherMask) => (mask & otherMask) !== 0);
  // A fallback recommendation's score: a point a shared genre (half for the genre, half its genre bonus), scaled by its rating.
  const found = best(pool, (other) => overlap(genres, listAt(films.genreIds, other)) * (ratingAt(films, other) / 10), films, RELATED_LIMIT + 1,
    (other) => overlap(genres, listAt(films.genreIds, other)) > 0);
  index.genreOnly.set(key, found);
  return found;
}

function rank(scores: Map<number, number>, films: RelatedFacts): number[] {
  const entries: Ranked[] = [];
  for (const [position, score] of scores) if (score > 0) entries.push({ position, score, popularity: films.popularity[position]! });
  entries.sort(byRank);
  return entries.map((entry) => films.ids[entry.position]!);
}

export function similarMovies(id: number, index: RelatedIndex): number[] {
  const films = index.films;
  const position = positionOf(films, id);
  if (position < 0) return [];
  const keywords = listAt(films.keywords, position);
  const directors = listAt(films.directors, position);
  const collection = films.collection[position]!;
  const year = yearOf(films.released[position]!);
  const candidates = new Set<number>();
  for (const keyword of keywords) {
    const others = listAt(index.keywordFilms, keyword);
    // Keywords carried by hundreds of films ("woman director") say little; they still add to the
    // score of candidates found otherwise, but do not make every such film a candidate.
    if (others.length <= MAX_KEYWORD_FILMS) for (const other of others) candidates.add(other);
  }
  for (const person of directors) for (const other of filmsOf(index, person)) candidates.add(other);
  if (collection >= 0) for (const other of index.byCollection.get(collection) ?? []) candidates.add(other);
  // Genre-only neighbours: the films most alike by genre and era alone with exactly the same
  // genres, as many as a list holds. Those beyond that could only rank higher by sharing something
  // found above, which makes them candidates already, or a keyword so common it makes nobody one.
  const mask = index.genreMask[position]!;
  for (const other of genreNeighbours(mask, year, false, index)) candidates.add(other);
  candidates.delete(position);
  // A rare mix of genres (action, thriller and crime) may have no exact twin and no shared keyword:
  // then films sharing all but one of its genres are candidates too, so the list is never empty
  // while the catalog has anything alike.
  if (candidates.size < MIN_CANDIDATES && bitCount(mask) > 1) {
    for (const other of genreNeighbours(mask, year, true, index)) if (other !== position) candidates.add(other);
  }

  for (const keyword of keywords) index.keywordMark[keyword] = 1;
  const scores = new Map<number, number>();
  for (const other of candidates) {
    const otherMask = index.genreMask[other]!;
    const sharedGenres = bitCount(mask & otherMask);
    const genreUnion = bitCount(mask | otherMask) || 1;
    let sharedKeywords = 0;
    for (const keyword of listAt(films.keywords, other)) sharedKeywords += index.keywordMark[keyword]!;
    const otherCollection = films.collection[other]!;
    const otherYear = yearOf(films.released[other]!);
    let score = 3 * (sharedGenres / genreUnion) + Math.min(4, 1.2 * sharedKeywords);
    if (overlap(directors, listAt(films.directors, other)) > 0) score += 2;
    if (collection >= 0 && collection === otherCollection) score += 3;
    if (year !== null && otherYear !== null) score += Math.max(0, 1 - Math.abs(year - otherYear) / 15);
    if (sharedGenres === 0 && sharedKeywords === 0 && collection !== otherCollection) score *= 0.5;
    scores.set(other, score + 0.05 * ratingAt(films, other));
  }
  for (const keyword of keywords) index.keywordMark[keyword] = 0;
  return rank(scores, films);
}

export function recommendedMovies(id: number, index: RelatedIndex): number[] {
  const films = index.films;
  const position = positionOf(films, id);
  if (position < 0) return [];
  const scores = new Map<number, number>();
  const bump = (other: number, amount: number) => {
    if (other !== position) scores.set(other, (scores.get(other) ?? 0) + amount);
  };
  const collection = films.collection[position]!;
  if (collection >= 0) for (const other of index.byCollection.get(collection) ?? []) bump(other, 10);
  for (const person of listAt(films.directors, position)) for (const other of filmsOf(index, person)) {
    if (listAt(films.directors, other).includes(person)) bump(other, 4);
  }
  for (const person of listAt(films.writers, position)) for (const other of filmsOf(index, person)) {
    if (listAt(films.writers, other).includes(person)) bump(other, 2);
  }
  listAt(films.leadCast, position).forEach((person, billing) => {
    for (const other of filmsOf(index, person)) {
      const otherBilling = listAt(films.leadCast, other).indexOf(person);
      if (otherBilling >= 0) bump(other, billing < 3 && otherBilling < 3 ? 2 : 1);
    }
  });
  // When the people behind it made nothing else here, fall back to well-rated films of its genres.
  if (scores.size === 0) return genreFallback(position, index).filter((other) => other !== position).slice(0, RELATED_LIMIT).map((other) => films.ids[other]!);
  const genres = listAt(films.genreIds, position);
  for (const [other, score] of scores) {
    const genreBonus = 0.5 * overlap(genres, listAt(films.genreIds, other));
    scores.set(other, (score + genreBonus) * (ratingAt(films, other) / 10));
  }
  return rank(scores, films);
}
