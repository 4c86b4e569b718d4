import type { Pick, PickReason } from "../../../common/picks";
import type { MovieListItem } from "../../../common/tmdb/wire-types";

/** A film of the person's that picks are drawn from, with how much it counts (below zero: films like it are pushed down). */
export interface Seed {
  movieId: number;
  weight: number;
  reason: PickReason;
}

/** What the person did with their films, each at most once. */
export interface History {
  /** Half stars (1–10), by film. */
  ratings: ReadonlyMap<number, { halfStars: number; title: string }>;
  favourites: ReadonlyMap<number, string>;
  seen: ReadonlyMap<number, string>;
  /** Every film in any of their lists (the watchlist, lists they named): never picked. */
  listed: ReadonlySet<number>;
}

/** The films the person rated, favourited or saw: what picks are drawn from, and what they need PICKS_NEED of. */
export const filmsOf = (history: History): Set<number> => new Set([...history.ratings.keys(), ...history.favourites.keys(), ...history.seen.keys()]);

/** A seed film's neighbours as the catalog ranks them (page 1 of each: TMDB's too). */
export interface Neighbours {
  /** The seed film's own genres (none when the catalog does not have it). */
  seedGenres: readonly number[];
  similar: readonly MovieListItem[];
  recommended: readonly MovieListItem[];
}

/** Seeds asked for neighbours at most: the films that count most (a long history's best-liked, and its most disliked). */
export const MOST_LIKED = 20;
export const MOST_DISLIKED = 5;

/**
 * How much a film counts: a rating from its stars (3 stars is about neutral; 5 stars counts 2.25,
 * half a star −2.25); a favourite at least 2, and half a point more; a film only seen, 0.5.
 */
function weightOf(rating: number | undefined, favourite: boolean): number {
  const rated = rating === undefined ? 0.5 : rating / 2 - 2.75;
  return favourite ? Math.max(rated, 2) + 0.5 : rated;
}

/** The films picks are drawn from, those that count most first: the most liked, then the most disliked. */
export function seedsOf(history: History): Seed[] {
  const seeds = [...filmsOf(history)].map((movieId): Seed => {
    const rating = history.ratings.get(movieId);
    const favourite = history.favourites.get(movieId);
    const title = rating?.title ?? favourite ?? history.seen.get(movieId) ?? "";
    const reason: PickReason = rating
      ? { kind: "rated", movie_id: movieId, title, stars: rating.halfStars / 2 }
      : favourite !== undefined
        ? { kind: "favourite", movie_id: movieId, title }
        : { kind: "seen", movie_id: movieId, title };
    return { movieId, weight: weightOf(rating?.halfStars, favourite !== undefined), reason };
  });
  // Ties fall to the film id, so the same history always asks for the same seeds (a person who only
  // marks films as seen, each weighing the same, has the 20 of the lowest ids asked for).
  const byWeight = (a: Seed, b: Seed) => Math.abs(b.weight) - Math.abs(a.weight) || a.movieId - b.movieId;
  const liked = seeds.filter((seed) => seed.weight > 0).sort(byWeight).slice(0, MOST_LIKED);
  const disliked = seeds.filter((seed) => seed.weight < 0).sort(byWeight).slice(0, MOST_DISLIKED);
  return [...liked, ...disliked];
}

/** What a film of none of the person's genres keeps of its score: their taste in genres weighs the rest. */
const GENRE_FLOOR = 0.25;

/** How much a neighbour's place in a seed's list counts: the first most, falling off gently. */
const placeWeight = (index: number) => 1 / (index + 3);

/**
 * Films to pick, best first: every neighbour of every seed scores the seed's weight by its place in
 * the seed's lists (recommended and similar alike), summed over the seeds, then scaled by how well
 * its genres match the person's taste (the liked seeds' genres, by weight). Films the person has
 * rated, favourited, seen or listed are left out, and a film with nothing in its favour. Each pick
 * says which seed added most to it. Ties fall to the more voted film, then the id.
 */
export function rankPicks(seeds: readonly Seed[], neighbours: ReadonlyMap<number, Neighbours>, history: History): Pick[] {
  const known = new Set([...filmsOf(history), ...history.listed]);
  const scored = new Map<number, { film: MovieListItem; score: number; best: { share: number; reason: PickReason } }>();
  for (const seed of seeds) {
    const lists = neighbours.get(seed.movieId);
    if (!lists) continue;
    for (const list of [lists.recommended, lists.similar]) {
      list.forEach((film, index) => {
        if (known.has(film.id)) return;
        const share = seed.weight * placeWeight(index);
        const entry = scored.get(film.id);
        if (!entry) scored.set(film.id, { film, score: share, best: { share, reason: seed.reason } });
        else {
          entry.score += share;
          if (share > entry.best.share) entry.best = { share, reason: seed.reason };
        }
      });
    }
  }
  // The person's taste in genres: each genre's share of the liked seeds' weight.
  const affinity = new Map<number, number>();
  let liked = 0;
  for (const seed of seeds) {
    const genres = neighbours.get(seed.movieId)?.seedGenres ?? [];
    if (seed.weight <= 0 || genres.length === 0) continue;
    liked += seed.weight;
    for (const genre of genres) affinity.set(genre, (affinity.get(genre) ?? 0) + seed.weight);
  }
  const taste = (film: MovieListItem) => (liked === 0 || film.genre_ids.length === 0 ? 0 : film.genre_ids.reduce((sum, genre) => sum + (affinity.get(genre) ?? 0), 0) / liked / Math.sqrt(film.genre_ids.length));
  return [...scored.values()]
    .filter((entry) => entry.score > 0 && entry.best.share > 0)
    .map((entry) => ({ ...entry, score: entry.score * (GENRE_FLOOR + taste(entry.film)) }))
    .sort((a, b) => b.score - a.score || b.film.vote_count - a.film.vote_count || a.film.id - b.film.id)
    .map(({ film, best }) => ({ ...film, reason: best.reason }));
}
