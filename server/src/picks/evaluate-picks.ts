import type { MovieListItem } from "../../../common/tmdb/wire-types";
import { seededRandom } from "../../../common/seeded-random";
import { filmsOf, rankPicks, seedsOf, type History, type Neighbours } from "./rank-picks";

/** What the evaluation reads of a catalog: its films, most popular first, and each film's neighbours as picks see them. */
export interface EvaluationCatalog {
  films: readonly MovieListItem[];
  neighbours: (movieId: number) => Neighbours;
}

/** A generated person: what they did with their films, and one film they liked, held out for the picks to find. */
export interface GeneratedHistory {
  history: History;
  heldOut: number;
}

/** Picks counted as found when the held-out film is among this many, as a page of picks shows. */
export const HIT_WITHIN = 20;

/** Films a generated person may have seen: those enough people voted on to be known. */
const KNOWN_FILM_VOTES = 50;

/**
 * People with a taste: each likes two genres, has seen 15 to 29 well-known films of them (the
 * more popular more likely) and rated most of them 3.5 to 5 stars, favourited their two best, and
 * has seen three popular films outside their taste that they rated low. One film they rated 4 or
 * more (not a favourite) is held out. Deterministic for a seed.
 */
export function generateHistories(catalog: EvaluationCatalog, { people, seed }: { people: number; seed: number }): GeneratedHistory[] {
  const random = seededRandom(seed).next;
  const known = catalog.films.filter((film) => film.vote_count >= KNOWN_FILM_VOTES);
  const genreCounts = new Map<number, number>();
  for (const film of known) for (const genre of film.genre_ids) genreCounts.set(genre, (genreCounts.get(genre) ?? 0) + 1);
  const genres = [...genreCounts].filter(([, count]) => count >= 60).map(([genre]) => genre).sort((a, b) => a - b);
  const pickOne = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  return Array.from({ length: people }, (): GeneratedHistory => {
    const first = pickOne(genres);
    const second = pickOne(genres.filter((genre) => genre !== first));
    const both = known.filter((film) => film.genre_ids.includes(first) && film.genre_ids.includes(second));
    const pool = both.length >= 25 ? both : known.filter((film) => film.genre_ids.includes(first) || film.genre_ids.includes(second));
    // Weighted sampling without replacement: each film's key is random^(1/weight), the largest keys win.
    const count = 15 + Math.floor(random() * 15);
    const liked = pool
      .map((film) => ({ film, key: random() ** (1 / Math.sqrt(film.popularity + 1)) }))
      .sort((a, b) => b.key - a.key)
      .slice(0, count)
      .map(({ film }) => film);
    const likedIds = new Set(liked.map((film) => film.id));
    const outside = known.slice(0, 300).filter((film) => !likedIds.has(film.id) && !film.genre_ids.includes(first) && !film.genre_ids.includes(second));
    const disliked = Array.from({ length: 3 }, () => pickOne(outside)).filter((film, index, all) => all.indexOf(film) === index);

    const ratings = new Map<number, { halfStars: number; title: string }>();
    const seen = new Map<number, string>();
    for (const film of liked) {
      seen.set(film.id, film.title);
      // Four in five are rated; the rest only seen.
      if (random() < 0.8) ratings.set(film.id, { halfStars: 7 + Math.floor(random() * 4), title: film.title });
    }
    for (const film of disliked) {
      seen.set(film.id, film.title);
      ratings.set(film.id, { halfStars: 3 + Math.floor(random() * 3), title: film.title });
    }
    const best = [...ratings].filter(([id]) => likedIds.has(id)).sort((a, b) => b[1].halfStars - a[1].halfStars || a[0] - b[0]);
    const favourites = new Map(best.slice(0, 2).map(([id, { title }]) => [id, title]));
    const candidates = best.slice(2).filter(([, rating]) => rating.halfStars >= 8);
    // Few liked films rated: the least liked of them is held out, and is no favourite any more.
    const heldOut = (candidates.length > 0 ? pickOne(candidates) : best.at(-1)!)[0];
    ratings.delete(heldOut);
    seen.delete(heldOut);
    favourites.delete(heldOut);
    return { history: { ratings, favourites, seen, listed: new Set() }, heldOut };
  });
}

export interface PicksEvaluation {
  people: number;
  picksFound: number;
  popularityFound: number;
  /** Of the people, the share whose held-out film is among the first HIT_WITHIN picks (or most popular films they have not seen). */
  picksHitRate: number;
  popularityHitRate: number;
}

/** Leave-one-out: for each person, are their held-out films among the first 20 picks made from the rest, and among the 20 most popular films they have not seen? */
export function evaluatePicks(catalog: EvaluationCatalog, histories: readonly GeneratedHistory[]): PicksEvaluation {
  let picksFound = 0;
  let popularityFound = 0;
  for (const { history, heldOut } of histories) {
    const seeds = seedsOf(history);
    const neighbours = new Map(seeds.map((seed) => [seed.movieId, catalog.neighbours(seed.movieId)]));
    if (rankPicks(seeds, neighbours, history).slice(0, HIT_WITHIN).some((film) => film.id === heldOut)) picksFound++;
    const known = filmsOf(history);
    if (catalog.films.filter((film) => !known.has(film.id)).slice(0, HIT_WITHIN).some((film) => film.id === heldOut)) popularityFound++;
  }
  const people = histories.length;
  return { people, picksFound, popularityFound, picksHitRate: picksFound / people, popularityHitRate: popularityFound / people };
}
