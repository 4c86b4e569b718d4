import { describe, expect, it } from "vitest";
import type { FilmFields } from "../store/film-table";
import { filmTableOf } from "../../test-support/film-table-of";
import { RELATED_LIMIT } from "../schema";
import { buildRelatedIndex, recommendedMovies, similarMovies, weightedRating } from "./related-movies";

type Film = Partial<FilmFields> & { id: number };

function film(id: number, genres: number[], extra: Partial<FilmFields> = {}): Film {
  return { id, genre_ids: genres, popularity: 100 - id, vote_average: 7, vote_count: 100, release_date: "2000-06-01", ...extra };
}

const indexOf = (films: readonly Film[]) => buildRelatedIndex(filmTableOf(films));

describe("related films on a small catalog", () => {
  it("finds similar films for a rare mix of genres through films sharing all but one of them", () => {
    const similar = similarMovies(1, indexOf([film(1, [28, 53, 80]), film(2, [28, 80]), film(3, [53, 80, 18]), film(4, [35]), film(5, [28])]));
    expect(similar.slice(0, 2).sort()).toEqual([2, 3]);
    expect(similar).not.toContain(1);
    expect(similar).not.toContain(4);
  });

  it("puts the rest of a collection first among recommendations, never the film itself", () => {
    const recommended = recommendedMovies(1, indexOf([film(1, [12], { collection_id: 9 }), film(2, [35], { collection_id: 9 }), film(3, [12])]));
    expect(recommended[0]).toBe(2);
    expect(recommended).not.toContain(1);
  });

  it("ranks a crowded genre's films by how near in years and how well rated they are, a list's worth, never the film itself", () => {
    // 600 dramas rated alike, six a year from 1900 to 1999.
    const index = indexOf(Array.from({ length: 600 }, (_, i) => film(i + 1, [18], { release_date: `${1900 + (i % 100)}-06-01` })));
    const yearOf = (id: number) => 1900 + ((id - 1) % 100);
    for (const id of [51, 151]) {
      const similar = similarMovies(id, index);
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
    const films = Array.from({ length: 400 }, (_, i) => film(i + 1, i % 2 === 0 ? [18] : [18, 80], { popularity: 1, vote_average: 1 + (i % 9), vote_count: 1000 }));
    const recommended = recommendedMovies(2, indexOf(films));
    expect(recommended).toHaveLength(RELATED_LIMIT);
    expect(recommended).not.toContain(2);
    // Crime dramas (both genres shared) before dramas alone of the same rating.
    const score = (id: number) => films[id - 1]!.genre_ids!.length * weightedRating({ vote_average: films[id - 1]!.vote_average!, vote_count: 1000 });
    expect(recommended.map(score)).toEqual([...recommended.map(score)].sort((a, b) => b - a));
  });
});
