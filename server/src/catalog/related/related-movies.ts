import { RELATED_LIMIT } from "../schema";
import type { MovieFeatures } from "./related-features";

/**
 * Related films, in two flavours (docs/decisions/006-similar-and-recommendations.md):
 * - similar: "more like this": shared genres, keywords, director and era.
 * - recommendations: "if you liked this": the same collection, then films by the people who made
 *   it or starred in it, weighted by how well they are rated.
 * Both are deterministic: ties fall to popularity, then id. The film itself is never included.
 */
export interface RelatedIndex {
  byPerson: ReadonlyMap<number, readonly number[]>;
  byCollection: ReadonlyMap<number, readonly number[]>;
  byKeyword: ReadonlyMap<string, readonly number[]>;
  byGenre: ReadonlyMap<number, readonly number[]>;
  /** Films with exactly the same set of genres, by genre bit mask. */
  byGenreMask: ReadonlyMap<number, readonly number[]>;
  genreMask: ReadonlyMap<number, number>;
  /**
   * The best films alike by genre alone, for a set of genres and a year (similar) or a set of
   * genres (recommendations' fallback), worked out once for every film that shares them: scoring
   * a whole genre for each film grows with the catalog's square (a million films would take days).
   */
  genreOnly: Map<string, readonly number[]>;
}

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

export function buildRelatedIndex(movies: ReadonlyMap<number, MovieFeatures>): RelatedIndex {
  const byPerson = new Map<number, number[]>();
  const byCollection = new Map<number, number[]>();
  const byKeyword = new Map<string, number[]>();
  const byGenre = new Map<number, number[]>();
  const byGenreMask = new Map<number, number[]>();
  const genreMask = new Map<number, number>();
  const add = <K>(map: Map<K, number[]>, key: K, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  for (const [id, movie] of movies) {
    for (const person of new Set([...movie.directorIds, ...movie.writerIds, ...movie.leadCastIds])) add(byPerson, person, id);
    if (movie.collectionId !== null) add(byCollection, movie.collectionId, id);
    for (const keyword of movie.keywords) add(byKeyword, keyword, id);
    let mask = 0;
    for (const genre of movie.genreIds) {
      add(byGenre, genre, id);
      mask |= genreBit(genre);
    }
    genreMask.set(id, mask);
    if (mask !== 0) add(byGenreMask, mask, id);
  }
  return { byPerson, byCollection, byKeyword, byGenre, byGenreMask, genreMask, genreOnly: new Map() };
}

const MAX_KEYWORD_FILMS = 150;
/** Fewer candidates than this and the genre net is widened (see similarMovies). */
const MIN_CANDIDATES = 10;

function overlap<T>(a: ReadonlySet<T> | readonly T[], b: ReadonlySet<T> | readonly T[]): number {
  let count = 0;
  if (b instanceof Set) {
    for (const value of a) if (b.has(value)) count++;
  } else {
    for (const value of a) if ((b as readonly T[]).includes(value)) count++;
  }
  return count;
}

/** A rating that trusts many votes more than few: a Bayesian average towards 6.5 with 200 votes' weight. */
export function weightedRating(item: { vote_average: number; vote_count: number }): number {
  const prior = 6.5;
  const weight = 200;
  return (item.vote_average * item.vote_count + prior * weight) / (item.vote_count + weight);
}

interface Ranked {
  id: number;
  score: number;
  popularity: number;
}
/** The order of every related list: score, then popularity, then id (so ties are always broken the same way). */
const byRank = (a: Ranked, b: Ranked) => b.score - a.score || b.popularity - a.popularity || a.id - b.id;

/**
 * The `limit` best of `ids` by `score`, in rank order: kept in a small sorted array, so a genre of a
 * hundred thousand films costs one pass, not a sort.
 */
function best(ids: Iterable<number>, score: (id: number) => number, movies: ReadonlyMap<number, MovieFeatures>, limit: number): number[] {
  const kept: Ranked[] = [];
  for (const id of ids) {
    const entry = { id, score: score(id), popularity: movies.get(id)!.item.popularity };
    if (kept.length === limit && byRank(entry, kept[limit - 1]!) >= 0) continue;
    let at = kept.length;
    while (at > 0 && byRank(entry, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, entry);
    if (kept.length > limit) kept.pop();
  }
  return kept.map((entry) => entry.id);
}

/** How alike two films are by their genres and years alone (the part of `similar`'s score that needs nothing else). */
function genreAndEraScore(mask: number, year: number | null, other: MovieFeatures, otherMask: number): number {
  const sharedGenres = bitCount(mask & otherMask);
  const genreUnion = bitCount(mask | otherMask) || 1;
  let score = 3 * (sharedGenres / genreUnion);
  if (year !== null && other.year !== null) score += Math.max(0, 1 - Math.abs(year - other.year) / 15);
  return score + 0.05 * weightedRating(other.item);
}

/**
 * The films most alike by genre and era alone to a film of these genres and this year, best first,
 * one more than a list holds (the film itself may be among them): those with exactly these genres,
 * or with `widened`, those sharing all but one of them.
 */
function genreNeighbours(mask: number, year: number | null, widened: boolean, movies: ReadonlyMap<number, MovieFeatures>, index: RelatedIndex): readonly number[] {
  const key = `${widened ? "w" : "s"}${mask}:${year ?? ""}`;
  const known = index.genreOnly.get(key);
  if (known) return known;
  const needed = bitCount(mask) - 1;
  const pool = widened ? [...index.byGenreMask].filter(([otherMask]) => bitCount(mask & otherMask) >= needed).flatMap(([, films]) => films) : (index.byGenreMask.get(mask) ?? []);
  const found = best(pool, (other) => genreAndEraScore(mask, year, movies.get(other)!, index.genreMask.get(other) ?? 0), movies, RELATED_LIMIT + 1);
  index.genreOnly.set(key, found);
  return found;
}

/** Recommendations when the people behind a film made nothing else here: well-rated films of its genres, the same for every film of these genres. */
function genreFallback(movie: MovieFeatures, mask: number, movies: ReadonlyMap<number, MovieFeatures>, index: RelatedIndex): readonly number[] {
  const key = `r${mask}`;
  const known = index.genreOnly.get(key);
  if (known) return known;
  const pool = new Set<number>();
  for (const genre of movie.genreIds) for (const other of index.byGenre.get(genre) ?? []) pool.add(other);
  const found = best(pool, (other) => fallbackScore(movie, movies.get(other)!), movies, RELATED_LIMIT + 1);
  index.genreOnly.set(key, found);
  return found;
}

/** A fallback recommendation's score: a point a shared genre (half for the genre, half its genre bonus), scaled by its rating. */
function fallbackScore(movie: MovieFeatures, other: MovieFeatures): number {
  return overlap(movie.genreIds, other.genreIds) * (weightedRating(other.item) / 10);
}

function rank(scores: Map<number, number>, movies: ReadonlyMap<number, MovieFeatures>): number[] {
  const entries: Ranked[] = [];
  for (const [id, score] of scores) if (score > 0) entries.push({ id, score, popularity: movies.get(id)!.item.popularity });
  entries.sort(byRank);
  return entries.map((entry) => entry.id);
}

export function similarMovies(id: number, movies: ReadonlyMap<number, MovieFeatures>, index: RelatedIndex): number[] {
  const movie = movies.get(id);
  if (!movie) return [];
  const candidates = new Set<number>();
  for (const keyword of movie.keywords) {
    const films = index.byKeyword.get(keyword) ?? [];
    // Keywords carried by hundreds of films ("woman director") say little; they still add to the
    // score of candidates found otherwise, but do not make every such film a candidate.
    if (films.length <= MAX_KEYWORD_FILMS) for (const other of films) candidates.add(other);
  }
  for (const person of movie.directorIds) for (const other of index.byPerson.get(person) ?? []) candidates.add(other);
  if (movie.collectionId !== null) for (const other of index.byCollection.get(movie.collectionId) ?? []) candidates.add(other);
  // Genre-only neighbours: the films most alike by genre and era alone with exactly the same
  // genres, as many as a list holds. Those beyond that could only rank higher by sharing something
  // found above, which makes them candidates already, or a keyword so common it makes nobody one.
  const mask = index.genreMask.get(id) ?? 0;
  for (const other of genreNeighbours(mask, movie.year, false, movies, index)) candidates.add(other);
  candidates.delete(id);
  // A rare mix of genres (action, thriller and crime) may have no exact twin and no shared keyword:
  // then films sharing all but one of its genres are candidates too, so the list is never empty
  // while the catalog has anything alike.
  if (candidates.size < MIN_CANDIDATES && bitCount(mask) > 1) {
    for (const other of genreNeighbours(mask, movie.year, true, movies, index)) if (other !== id) candidates.add(other);
  }

  const scores = new Map<number, number>();
  for (const otherId of candidates) {
    const other = movies.get(otherId)!;
    const otherMask = index.genreMask.get(otherId) ?? 0;
    const sharedGenres = bitCount(mask & otherMask);
    const genreUnion = bitCount(mask | otherMask) || 1;
    const sharedKeywords = overlap(movie.keywords, other.keywords);
    let score = 3 * (sharedGenres / genreUnion) + Math.min(4, 1.2 * sharedKeywords);
    if (overlap(movie.directorIds, other.directorIds) > 0) score += 2;
    if (movie.collectionId !== null && movie.collectionId === other.collectionId) score += 3;
    if (movie.year !== null && other.year !== null) score += Math.max(0, 1 - Math.abs(movie.year - other.year) / 15);
    if (sharedGenres === 0 && sharedKeywords === 0 && movie.collectionId !== other.collectionId) score *= 0.5;
    scores.set(otherId, score + 0.05 * weightedRating(other.item));
  }
  return rank(scores, movies);
}

export function recommendedMovies(id: number, movies: ReadonlyMap<number, MovieFeatures>, index: RelatedIndex): number[] {
  const movie = movies.get(id);
  if (!movie) return [];
  const scores = new Map<number, number>();
  const bump = (otherId: number, amount: number) => {
    if (otherId !== id) scores.set(otherId, (scores.get(otherId) ?? 0) + amount);
  };
  if (movie.collectionId !== null) for (const other of index.byCollection.get(movie.collectionId) ?? []) bump(other, 10);
  for (const person of movie.directorIds) for (const other of index.byPerson.get(person) ?? []) {
    if (movies.get(other)!.directorIds.includes(person)) bump(other, 4);
  }
  for (const person of movie.writerIds) for (const other of index.byPerson.get(person) ?? []) {
    if (movies.get(other)!.writerIds.includes(person)) bump(other, 2);
  }
  movie.leadCastIds.forEach((person, billing) => {
    for (const other of index.byPerson.get(person) ?? []) {
      const otherBilling = movies.get(other)!.leadCastIds.indexOf(person);
      if (otherBilling >= 0) bump(other, billing < 3 && otherBilling < 3 ? 2 : 1);
    }
  });
  // When the people behind it made nothing else here, fall back to well-rated films of its genres.
  if (scores.size === 0) return genreFallback(movie, index.genreMask.get(id) ?? 0, movies, index).filter((other) => other !== id).slice(0, RELATED_LIMIT);
  for (const [otherId, score] of scores) {
    const other = movies.get(otherId)!;
    const genreBonus = 0.5 * overlap(movie.genreIds, other.genreIds);
    scores.set(otherId, (score + genreBonus) * (weightedRating(other.item) / 10));
  }
  return rank(scores, movies);
}
