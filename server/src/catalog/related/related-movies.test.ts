import { describe, expect, it } from "vitest";
import type { MovieListItem } from "../../../../common/tmdb/wire-types";
import type { MovieFeatures } from "../store/movie-features";
import { buildRelatedIndex, recommendedMovies, similarMovies } from "./related-movies";

function film(id: number, genres: number[], extra: Partial<MovieFeatures> = {}): [number, MovieFeatures] {
  const item = { id, title: `Film ${id}`, popularity: 100 - id, vote_average: 7, vote_count: 100, genre_ids: genres } as unknown as MovieListItem;
  return [id, { item, year: 2000, genreIds: new Set(genres), keywords: new Set(), directorIds: [], writerIds: [], leadCastIds: [], collectionId: null, revenue: 0, runtime: 100, originalTitle: item.title, ...extra }];
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
});
