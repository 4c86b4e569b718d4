import { describe, expect, it } from "vitest";
import { creditWeight, knownForFilms, oftenWith } from "./people";
import type { CastMember, CrewMember, MovieListItem } from "./wire-types";

const film = (id: number, votes: number, popularity = 1): MovieListItem => ({
  adult: false, backdrop_path: null, genre_ids: [], id, original_language: "en", original_title: `Film ${id}`, overview: "",
  popularity, poster_path: null, release_date: "2000-01-01", title: `Film ${id}`, video: false, vote_average: 7, vote_count: votes,
});
const person = { adult: false, gender: 2 as const, known_for_department: "Acting", original_name: "", profile_path: null, credit_id: "c" };
const actor = (id: number, order: number, popularity = 1): CastMember => ({ ...person, id, name: `P${id}`, popularity, cast_id: order, character: "", order });
const crew = (id: number, job: string, popularity = 1): CrewMember => ({ ...person, id, name: `P${id}`, popularity, department: "Crew", job });

describe("knownForFilms", () => {
  it("takes the films of the department a person is known for, most voted first, each once", () => {
    const credits = {
      cast: [{ ...film(1, 10), character: "A" }, { ...film(2, 500), character: "B" }],
      crew: [{ ...film(3, 900), department: "Directing" }, { ...film(3, 900), department: "Writing" }, { ...film(4, 50), department: "Directing" }],
    };
    expect(knownForFilms(credits, "Acting", 3).map((f) => f.id)).toEqual([2, 1]);
    expect(knownForFilms(credits, "Directing", 3).map((f) => f.id)).toEqual([3, 4]);
    expect(knownForFilms(credits, "Sound", 2).map((f) => f.id)).toEqual([3, 2]);
  });
});

describe("oftenWith", () => {
  it("counts leads and key crew sharing two or more films, most shared first, then the more popular", () => {
    const films = [
      { movieId: 1, cast: [actor(100, 0), actor(7, 1), actor(8, 2, 5), actor(9, 12)], crew: [crew(20, "Director"), crew(21, "Grip")] },
      { movieId: 2, cast: [actor(100, 0), actor(7, 3), actor(8, 1, 5), actor(9, 15)], crew: [crew(20, "Director"), crew(21, "Grip")] },
      { movieId: 3, cast: [actor(100, 0), actor(7, 2)], crew: [crew(20, "Director"), crew(20, "Screenplay")] },
    ];
    const found = oftenWith(100, films, 12);
    expect(found.map((p) => [p.id, p.shared_movie_count])).toEqual([[7, 3], [20, 3], [8, 2]]);
    expect(found[0]!.shared_movie_ids).toEqual([1, 2, 3]);
    expect(found[0]).not.toHaveProperty("character");
    expect(oftenWith(100, films, 1)).toHaveLength(1);
  });

  it("never names the person themself", () => {
    const films = [1, 2].map((movieId) => ({ movieId, cast: [actor(100, 0)], crew: [crew(100, "Director")] }));
    expect(oftenWith(100, films, 12)).toEqual([]);
  });
});

describe("creditWeight", () => {
  it("counts a lead most, a supporting part and a key job less, other crew least", () => {
    expect(creditWeight({ order: 0 })).toBeGreaterThan(creditWeight({ order: 5 }));
    expect(creditWeight({ order: 5 })).toBeGreaterThan(creditWeight({ order: 30 }));
    expect(creditWeight({ job: "Director" })).toBeGreaterThan(creditWeight({ job: "Best Boy Grip" }));
    expect(creditWeight({ order: 30 })).toBeGreaterThan(creditWeight({ job: "Best Boy Grip" }));
  });
});
