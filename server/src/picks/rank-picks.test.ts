import { describe, expect, it } from "vitest";
import type { MovieListItem } from "../../../common/tmdb/wire-types";
import { MOST_LIKED, rankPicks, seedsOf, type History, type Neighbours } from "./rank-picks";

const film = (id: number, genres: number[] = [18], votes = 100): MovieListItem => ({
  adult: false, backdrop_path: null, genre_ids: genres, id, original_language: "en", original_title: `Film ${id}`, overview: "", popularity: 1,
  poster_path: null, release_date: "2000-01-01", title: `Film ${id}`, video: false, vote_average: 7, vote_count: votes,
});
const history = (parts: Partial<History>): History => ({ ratings: new Map(), favourites: new Map(), seen: new Map(), listed: new Set(), ...parts });
const lists = (seedGenres: number[], recommended: MovieListItem[], similar: MovieListItem[] = []): Neighbours => ({ seedGenres, recommended, similar });

describe("seedsOf", () => {
  it("weighs a rating by its stars, a favourite above any rating, a film only seen a little; the best liked first, then the most disliked", () => {
    const seeds = seedsOf(history({
      ratings: new Map([[1, { halfStars: 10, title: "Loved" }], [2, { halfStars: 1, title: "Hated" }], [3, { halfStars: 6, title: "Fine" }]]),
      favourites: new Map([[4, "Favourite"]]),
      seen: new Map([[5, "Seen"], [1, "Loved"]]),
    }));
    expect(seeds.map((seed) => [seed.movieId, seed.weight])).toEqual([[4, 2.5], [1, 2.25], [5, 0.5], [3, 0.25], [2, -2.25]]);
    expect(seeds[1]!.reason).toEqual({ kind: "rated", movie_id: 1, title: "Loved", stars: 5 });
    expect(seeds[0]!.reason).toEqual({ kind: "favourite", movie_id: 4, title: "Favourite" });
    expect(seeds[2]!.reason).toEqual({ kind: "seen", movie_id: 5, title: "Seen" });
  });

  it("asks for the neighbours of at most the 20 films liked most", () => {
    const ratings = new Map(Array.from({ length: 30 }, (_, i) => [i + 1, { halfStars: 10, title: `Film ${i + 1}` }] as const));
    expect(seedsOf(history({ ratings }))).toHaveLength(MOST_LIKED);
  });
});

describe("rankPicks", () => {
  it("ranks films liked by several seeds first, leaves out what the person has, and gives each pick the seed that added most", () => {
    const known = history({
      ratings: new Map([[1, { halfStars: 10, title: "Heat" }], [2, { halfStars: 7, title: "Ronin" }]]),
      listed: new Set([13]),
    });
    const seeds = seedsOf(known);
    const neighbours = new Map([
      [1, lists([18], [film(10), film(11), film(2), film(13)])],
      [2, lists([18], [film(11), film(12)])],
    ]);
    const picks = rankPicks(seeds, neighbours, known);
    expect(picks.map((pick) => pick.id)).toEqual([11, 10, 12]);
    expect(picks[0]!.reason).toEqual({ kind: "rated", movie_id: 1, title: "Heat", stars: 5 });
    expect(picks[2]!.reason).toMatchObject({ movie_id: 2, title: "Ronin", stars: 3.5 });
  });

  it("pushes down films like the ones the person disliked, and prefers films of the genres they like", () => {
    const known = history({ ratings: new Map([[1, { halfStars: 10, title: "Liked" }], [2, { halfStars: 1, title: "Disliked" }]]) });
    const neighbours = new Map([
      [1, lists([27], [film(10, [35]), film(11, [27]), film(12, [35])])],
      [2, lists([35], [film(12, [35])])],
    ]);
    const picks = rankPicks(seedsOf(known), neighbours, known).map((pick) => pick.id);
    // 11 shares the liked film's genre; 12 is as like the disliked film as the liked one, so it is not picked.
    expect(picks).toEqual([11, 10]);
  });

  it("picks nothing from films that are only like what the person disliked", () => {
    const known = history({ ratings: new Map([[2, { halfStars: 2, title: "Disliked" }]]) });
    expect(rankPicks(seedsOf(known), new Map([[2, lists([35], [film(12)])]]), known)).toEqual([]);
  });
});
