import { describe, expect, it } from "vitest";
import type { MovieCastCredit, MovieCrewCredit, PersonPage } from "../../tmdb/entities";
import { departmentsOf, filmCount, timelineOf } from "./filmography";

const film = (id: number, title: string, release_date: string) => ({
  adult: false, backdrop_path: null, genre_ids: [], id, original_language: "en", original_title: title, overview: "", popularity: 1,
  poster_path: null, release_date, title, video: false, vote_average: 7, vote_count: 10, credit_id: `c${id}`,
});
const part = (id: number, title: string, date: string, character: string): MovieCastCredit => ({ ...film(id, title, date), character, order: 0 });
const job = (id: number, title: string, date: string, department: string, name: string): MovieCrewCredit => ({ ...film(id, title, date), department, job: name });

const coppola: PersonPage = {
  adult: false, also_known_as: [], biography: "", birthday: null, deathday: null, gender: 2, homepage: null, id: 1776, imdb_id: null,
  known_for_department: "Directing", name: "Francis Ford Coppola", place_of_birth: null, popularity: 10, profile_path: null,
  cast: [part(5, "Cameo", "1990-01-01", "")],
  crew: [
    job(1, "The Godfather", "1972-03-14", "Directing", "Director"),
    job(1, "The Godfather", "1972-03-14", "Writing", "Screenplay"),
    job(2, "The Godfather Part II", "1974-12-20", "Directing", "Director"),
    job(3, "The Conversation", "1974-04-07", "Directing", "Director"),
    job(4, "Megalopolis", "", "Directing", "Director"),
    job(5, "Cameo", "1990-01-01", "Production", "Producer"),
  ],
};

describe("a person's filmography", () => {
  it("lists each film once with all its roles, by year newest first, undated films first", () => {
    const years = timelineOf(coppola, null);
    expect(years.map((y) => [y.year, y.entries.map((e) => [e.title, e.roles.join(", ")])])).toEqual([
      ["", [["Megalopolis", "Director"]]],
      ["1990", [["Cameo", "Cast, Producer"]]],
      ["1974", [["The Godfather Part II", "Director"], ["The Conversation", "Director"]]],
      ["1972", [["The Godfather", "Director, Screenplay"]]],
    ]);
  });

  it("gives a film's roles in the same order on every film, whatever order the credits come in: by department, then by name", () => {
    const credits = [["Production", "Producer"], ["Writing", "Story"], ["Directing", "Director"], ["Writing", "Screenplay"]] as const;
    const scrambled = { ...coppola, cast: [], crew: credits.map(([department, name]) => job(7, "Apocalypse Now", "1979-08-15", department, name)) };
    expect(timelineOf(scrambled, null)[0]!.entries[0]!.roles).toEqual(["Director", "Screenplay", "Story", "Producer"]);
    expect(timelineOf({ ...scrambled, crew: [...scrambled.crew].reverse() }, null)[0]!.entries[0]!.roles).toEqual(["Director", "Screenplay", "Story", "Producer"]);
  });

  it("keeps only one department's roles when filtered", () => {
    const writing = timelineOf(coppola, "Writing");
    expect(writing).toEqual([{ year: "1972", entries: [{ movieId: 1, title: "The Godfather", releaseDate: "1972-03-14", roles: ["Screenplay"] }] }]);
    expect(timelineOf({ ...coppola, cast: [part(9, "Film", "2001-01-01", "Herself")] }, "Acting")[0]!.entries[0]!.roles).toEqual(["as Herself"]);
  });

  it("counts films per department in the familiar order, and films overall", () => {
    expect(departmentsOf(coppola)).toEqual([
      { department: "Acting", films: 1 },
      { department: "Directing", films: 4 },
      { department: "Writing", films: 1 },
      { department: "Production", films: 1 },
    ]);
    expect(filmCount(coppola)).toBe(5);
  });
});
