import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readVegaMovies, vegaReleaseDate, vegaTitle, withoutFiguresSharedByTitle, type VegaFilm } from "./vega-movies";

function vegaFile(entries: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-vega-")), "movies.json");
  writeFileSync(file, JSON.stringify(entries));
  return file;
}

describe("reading vega-datasets' movies.json", () => {
  it.each([
    ["Jun 12 1998", "1998-06-12"],
    ["Dec 15 2039", "1939-12-15"], // a two-digit year put in the wrong century
    ["Apr 07 2011", "2011-04-07"],
    ["Feb 30 1998", ""],
    ["1998", ""],
    [null, ""],
  ])("reads the date %s as %s", (text, iso) => {
    expect(vegaReleaseDate(text)).toBe(iso);
  });

  it.each([
    ["Charge of the Light Brigade, The", "The Charge of the Light Brigade"],
    ["Boot, Das", "Das Boot"],
    ["King Kong (1933)", "King Kong"],
    ["Le Fabuleux destin d'AmÈlie Poulain", "Le Fabuleux destin d'Amélie Poulain"],
    ["The Naked Gun 2Ω: The Smell of Fear", "The Naked Gun 2½: The Smell of Fear"],
    ["Alien³", "Alien³"],
    [1776, "1776"],
    ["null", null],
    [null, null],
  ])("repairs the title %j to %j", (raw, title) => {
    expect(vegaTitle(raw)).toBe(title);
  });

  it("maps every field, skipping entries without a title", () => {
    const films = readVegaMovies(vegaFile([
      { Title: "Gone with the Wind", "Release Date": "Dec 15 2039", "Running Time min": 222, "Major Genre": "Drama", "Creative Type": "Historical Fiction", Director: "Victor Fleming", "Production Budget": 3900000, "Worldwide Gross": 390525192, "IMDB Rating": 8.2, "IMDB Votes": 78947, "Rotten Tomatoes Rating": 97 },
      { Title: null, "Release Date": "Nov 03 2006" },
      { Title: 300, "Release Date": "Mar 09 2007", "IMDB Rating": null },
    ]));
    expect(films).toEqual([
      { title: "Gone with the Wind", releaseDate: "1939-12-15", runtime: 222, majorGenre: "Drama", creativeType: "Historical Fiction", director: "Victor Fleming", budget: 3900000, worldwideGross: 390525192, imdbRating: 8.2, imdbVotes: 78947, entry: 1 },
      { title: "300", releaseDate: "2007-03-09", runtime: null, majorGenre: null, creativeType: null, director: null, budget: 0, worldwideGross: 0, imdbRating: null, imdbVotes: null, entry: 3 },
    ]);
  });

  it("stops at an entry that breaks the format, naming it", () => {
    const file = vegaFile([{ Title: "Fine" }, { Title: "Broken", "IMDB Rating": 42 }]);
    expect(() => readVegaMovies(file)).toThrow(/movies\.json:0: entry 2: IMDB Rating: /);
  });

  it("takes from namesakes released on other days the IMDb figures they share, which belong to one of them at most; keeps those of one film listed twice", () => {
    let entry = 0;
    const film = (title: string, releaseDate: string, imdbRating: number | null, imdbVotes: number | null): VegaFilm => ({ title, releaseDate, runtime: null, majorGenre: null, creativeType: null, director: null, budget: 0, worldwideGross: 0, imdbRating, imdbVotes, entry: ++entry });
    const figures = withoutFiguresSharedByTitle([
      film("The Fog", "1980-02-01", 3.3, 315),
      film("The Fog", "2005-10-14", 3.3, 315),
      film("Hamlet", "1996-12-25", 7.8, 40000),
      film("Hamlet", "2000-05-12", 6.0, 5000),
      film("Crash", "2005-05-06", 7.9, 1200),
      film("Crash", "2005-05-06", 7.9, 1200),
      film("Psycho", "", 7.0, 900),
      film("Psycho", "", 7.0, 900),
    ]).map((f) => [f.title, f.imdbRating, f.imdbVotes]);
    expect(figures).toEqual([
      ["The Fog", null, null],
      ["The Fog", null, null],
      ["Hamlet", 7.8, 40000],
      ["Hamlet", 6.0, 5000],
      ["Crash", 7.9, 1200],
      ["Crash", 7.9, 1200],
      // Days not known: nothing shows they are one film.
      ["Psycho", null, null],
      ["Psycho", null, null],
    ]);
  });

  it("reads the package's own file: 3,201 entries, one without a title", () => {
    expect(readVegaMovies()).toHaveLength(3200);
  });
});
