import type { MovieFeatures } from "../store/movie-features";

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
  return { byPerson, byCollection, byKeyword, byGenre, byGenreMask, genreMask };
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

function rank(scores: Map<number, number>, movies: ReadonlyMap<number, MovieFeatures>): number[] {
  const entries: Array<{ id: number; score: number; popularity: number }> = [];
  for (const [id, score] of scores) if (score > 0) entries.push({ id, score, popularity: movies.get(id)!.item.popularity });
  entries.sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.id - b.id);
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
  // Genre-only neighbours: every film with exactly the same set of genres.
  const mask = index.genreMask.get(id) ?? 0;
  for (const other of index.byGenreMask.get(mask) ?? []) candidates.add(other);
  candidates.delete(id);
  // A rare mix of genres (action, thriller and crime) may have no exact twin and no shared keyword:
  // then films sharing all but one of its genres are candidates too, so the list is never empty
  // while the catalog has anything alike.
  if (candidates.size < MIN_CANDIDATES && bitCount(mask) > 1) {
    const needed = bitCount(mask) - 1;
    for (const [otherMask, films] of index.byGenreMask) {
      if (bitCount(mask & otherMask) >= needed) for (const other of films) if (other !== id) candidates.add(other);
    }
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
  if (scores.size === 0) {
    for (const genre of movie.genreIds) for (const other of index.byGenre.get(genre) ?? []) bump(other, 0.5);
  }
  for (const [otherId, score] of scores) {
    const other = movies.get(otherId)!;
    const genreBonus = 0.5 * overlap(movie.genreIds, other.genreIds);
    scores.set(otherId, (score + genreBonus) * (weightedRating(other.item) / 10));
  }
  return rank(scores, movies);
}
