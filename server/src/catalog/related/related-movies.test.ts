import { describe, expect, it } from "vitest";
import type { MovieListItem } from "../../../../common/tmdb/wire-types";
import type { MovieFeatures } from "./related-features";
import { RELATED_LIMIT } from "../schema";
import { buildRelatedIndex, recommendedMovies, similarMovies, weightedRating } from "./related-movies";

function film(id: number, genres: number[], extra: Partial<MovieFeatures> = {}): [number, MovieFeatures] {
  const item = { id, title: `Film ${id}`, popularity: 100 - id, vote_average: 7, vote_count: 100, genre_ids: genres } as unknown as MovieListItem;
  return [id, { item, year: 2000, genreIds: new Set(genres), keywords: new Set(), directorIds: [], writerIds: [], leadCastIds: [], collectionId: null, ...extra }];
}

describe("related films on a small catalog", () => {
  it("finds similar films for a rare mix of genres through films sharing all but one of them", () => {
    const movies = new Map([film(1, [28, 53, 80]), film(2, [28, 80]), film(3, [53, 80, 18]), film(4, [35]), film(5, [28])]);
    const similar = similarMovies(1, movies, buildRelatedIndex(movies));
    expect(similar.slice(0, 2).sort()).toEqual([2, 3]);
    expect(similar).not.toContain(1);
    expect(similar).not.toContain(4);
  });

  it("puts the rest of a collection first among recommendations, never the film itself", () => {
    const movies = new Map([film(1, [12], { collectionId: 9 }), film(2, [35], { collectionId: 9 }), film(3, [12])]);
    const recommended = recommendedMovies(1, movies, buildRelatedIndex(movies));
    expect(recommended[0]).toBe(2);
    expect(recommended).not.toContain(1);
  });

  it("ranks a crowded genre's films by how near in years and how well rated they are, a list's worth, never the film itself", () => {
    // 600 dramas rated alike, six a year from 1900 to 1999.
    const movies = new Map(Array.from({ length: 600 }, (_, i) => film(i + 1, [18], { year: 1900 + (i % 100) })));
    const index = buildRelatedIndex(movies);
    const yearOf = (id: number) => movies.get(id)!.year!;
    for (const id of [51, 151]) {
      const similar = similarMovies(id, movies, index);
      expect(similar).toHaveLength(RELATED_LIMIT);
      expect(similar).not.toContain(id);
      // The same year's dramas first, then a year apart, and so on.
      expect(similar.slice(0, 5).map(yearOf)).toEqual([1950, 1950, 1950, 1950, 1950]);
      // Nearer first: all 173 others of 1936 to 1964 (the era counts up to 15 years apart), before any further away.
      const distances = similar.slice(0, 173).map((other) => Math.abs(yearOf(other) - 1950));
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.at(-1)).toBe(14);
    }
  });

  it("recommends well-rated films of the same genres when the people behind a film made nothing else, the best first", () => {
    const movies = new Map(Array.from({ length: 400 }, (_, i) => film(i + 1, i % 2 === 0 ? [18] : [18, 80], { item: { id: i + 1, popularity: 1, vote_average: 1 + (i % 9), vote_count: 1000 } as unknown as MovieListItem })));
    const index = buildRelatedIndex(movies);
    const recommended = recommendedMovies(2, movies, index);
    expect(recommended).toHaveLength(RELATED_LIMIT);
    expect(recommended).not.toContain(2);
    // Crime dramas (both genres shared) before dramas alone of the same rating.
    const score = (id: number) => movies.get(id)!.genreIds.size * weightedRating(movies.get(id)!.item);
    expect(recommended.map(score)).toEqual([...recommended.map(score)].sort((a, b) => b - a));
  });
});
