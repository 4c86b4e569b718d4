import { describe, expect, it } from "vitest";
import type { MovieRecord } from "../../model";
import { BreadthFilms, BreadthPeople, fillFromVega, matchCurated, type CuratedIdentity } from "./merge-breadth";
import { StableIds } from "./stable-id";
import type { VegaFilm } from "./vega-movies";

function vega(title: string, releaseDate: string, extra: Partial<VegaFilm> = {}): VegaFilm {
  return { title, releaseDate, runtime: null, majorGenre: null, creativeType: null, director: null, budget: 0, worldwideGross: 0, imdbRating: null, imdbVotes: null, entry: 1, ...extra };
}

function curated(id: number, title: string, releaseDate: string, extra: Partial<CuratedIdentity> = {}): CuratedIdentity {
  return { id, title, original_title: title, also_known_as: [], other_release_years: [], release_date: releaseDate, directorNames: [], ...extra };
}

describe("matching vega films to curated ones", () => {
  it("matches by title and year, ignoring case, accents and punctuation, a year either side", () => {
    const films = [vega("E.T. The Extra-Terrestrial", "1982-06-11"), vega("Amelie", "2002-02-08"), vega("Psycho", "1998-12-04")];
    const { matched, unmatched } = matchCurated([curated(601, "ET: the Extra-Terrestrial", "1982-06-11"), curated(194, "Amélie", "2001-04-25"), curated(539, "Psycho", "1960-06-16")], films);
    expect(matched.get(601)).toBe(films[0]);
    expect(matched.get(194)).toBe(films[1]);
    expect(matched.has(539)).toBe(false); // the 1998 remake is another film
    expect(unmatched).toEqual([films[2]]);
  });

  it("matches by original title, other titles and other release years", () => {
    const films = [vega("C'era una volta il West", "1969-05-28"), vega("Harry Potter and the Sorcerer's Stone", "2001-11-16"), vega("Akira", "2001-04-27")];
    const { matched, unmatched } = matchCurated([
      curated(335, "Once Upon a Time in the West", "1968-12-21", { original_title: "C'era una volta il West" }),
      curated(671, "Harry Potter and the Philosopher's Stone", "2001-11-16", { also_known_as: ["Harry Potter and the Sorcerer's Stone"] }),
      curated(149, "Akira", "1988-07-16", { other_release_years: [2001] }),
    ], films);
    expect([...matched.keys()].sort()).toEqual([149, 335, 671]);
    expect(unmatched).toEqual([]);
  });

  it("matches a misdated film by its director, but not a remake by someone else", () => {
    const films = [vega("Good Will Hunting", "1987-02-20", { director: "Gus Van Sant" }), vega("Solaris", "2002-11-27", { director: "Steven Soderbergh" })];
    const { matched } = matchCurated([
      curated(489, "Good Will Hunting", "1997-12-05", { directorNames: ["Gus Van Sant"] }),
      curated(593, "Solaris", "1972-03-20", { directorNames: ["Andrei Tarkovsky"] }),
    ], films);
    expect(matched.get(489)).toBe(films[0]);
    expect(matched.has(593)).toBe(false);
  });
});

describe("filling and adding films", () => {
  const record = (extra: Partial<MovieRecord>): MovieRecord => ({
    ...new BreadthFilms(new BreadthPeople([])).record(vega("Base", "2000-01-01")),
    ...extra,
  });

  it("fills only what the curated entry lacks", () => {
    const people = new BreadthPeople([{ id: 7, name: "Gus Van Sant", gender: 2 }]);
    const twin = vega("Good Will Hunting", "1997-12-05", { runtime: 126, budget: 10_000_000, worldwideGross: 225_933_435, majorGenre: "Drama", director: "Gus Van Sant" });
    const filled = fillFromVega(record({ runtime: null, budget: 0, revenue: 5, genre_ids: [] }), twin, people);
    expect(filled).toMatchObject({ runtime: 126, budget: 10_000_000, revenue: 5, genre_ids: [18] });
    expect(filled.crew).toEqual([{ person: { id: 7, name: "Gus Van Sant", gender: 2 }, job: "Director", department: "Directing" }]);
    const kept = fillFromVega(record({ runtime: 120, genre_ids: [35] }), twin, people);
    expect(kept).toMatchObject({ runtime: 120, genre_ids: [35] });
  });

  it("gives a breadth film its facts, genres and a director shared with the curated films", () => {
    const people = new BreadthPeople([{ id: 488, name: "Steven Spielberg", gender: 2 }]);
    const films = new BreadthFilms(people);
    const film = films.record(vega("Munich", "2005-12-23", { runtime: 164, majorGenre: "Thriller/Suspense", creativeType: "Historical Fiction", director: "Steven Spielberg", worldwideGross: 130_358_911 }));
    expect(film).toMatchObject({ title: "Munich", release_date: "2005-12-23", runtime: 164, revenue: 130_358_911, genre_ids: [53, 36], overview: "", cast: [] });
    expect(film.crew[0]!.person.id).toBe(488);
    const newcomer = films.record(vega("Somebody's Film", "2004-01-01", { director: "A. N. Other" }));
    expect(newcomer.crew[0]!.person.id).toBe(films.record(vega("Another Film", "2005-01-01", { director: "A. N. Other" })).crew[0]!.person.id);
    expect(newcomer.crew[0]!.person.id).toBeGreaterThanOrEqual(40_000_000);
  });

  it("derives the same id from the same name every time, and never one id for two names", () => {
    expect(new StableIds(50_000_000).idFor("munich|2005")).toBe(new StableIds(50_000_000).idFor("munich|2005"));
    const ids = new StableIds(50_000_000);
    const many = Array.from({ length: 5_000 }, (_, i) => ids.idFor(`film ${i}`));
    expect(new Set(many).size).toBe(5_000);
    const same = new StableIds(0);
    expect(same.idFor("x")).not.toBe(same.idFor("x")); // asking twice for one key is two entries
  });
});
