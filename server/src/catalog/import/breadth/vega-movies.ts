import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as v from "valibot";
import { ImportError } from "../../model";
import { titleKey } from "./title-key";

/**
 * The 3,201 films of the vega-datasets package's movies.json (US box-office figures, IMDb and
 * Rotten Tomatoes ratings, c. 2010): the sample catalog's breadth. Its known flaws are repaired
 * here so nothing downstream sees them: numeric titles, "Title, The" inversions, a "(1933)" year
 * suffix, two-digit years read into the wrong century ("Dec 15 2039" for Gone with the Wind), and
 * one film's IMDb figures given to its namesakes (withoutFiguresSharedByTitle).
 */
export interface VegaFilm {
  title: string;
  /** ISO date, or "" when the source's date cannot be read. */
  releaseDate: string;
  runtime: number | null;
  majorGenre: string | null;
  creativeType: string | null;
  director: string | null;
  budget: number;
  worldwideGross: number;
  imdbRating: number | null;
  imdbVotes: number | null;
  /** 1-based position in movies.json, for error messages. */
  entry: number;
}

const Money = v.nullish(v.pipe(v.number(), v.minValue(0)));
const VegaEntrySchema = v.looseObject({
  Title: v.nullish(v.union([v.string(), v.number()])),
  "Release Date": v.nullish(v.string()),
  "Running Time min": v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1))),
  "Major Genre": v.nullish(v.string()),
  "Creative Type": v.nullish(v.string()),
  Director: v.nullish(v.string()),
  "Production Budget": Money,
  "Worldwide Gross": Money,
  "IMDB Rating": v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(10))),
  "IMDB Votes": v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The dataset was assembled around 2010; a later year is a two-digit year put in the wrong century. */
const LAST_YEAR_OF_SOURCE = 2012;

export function vegaReleaseDate(text: string | null | undefined): string {
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(text ?? "");
  if (!match) return "";
  const month = MONTHS.indexOf(match[1]!) + 1;
  let year = Number(match[3]);
  if (year > LAST_YEAR_OF_SOURCE) year -= 100;
  if (month === 0) return "";
  const iso = `${String(year)}-${String(month).padStart(2, "0")}-${match[2]!}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : "";
}

/**
 * Some titles were saved as Windows-1252 and read back as Mac Roman ("AmÈlie", "LÈon"); each pair
 * maps the misread character back to the one meant. Only characters that occur in the file, and
 * that no correct title there uses, are listed.
 */
const MAC_ROMAN_MISREADINGS: Readonly<Record<string, string>> = {
  È: "é", Í: "ê", Ë: "è", Î: "ë", "‡": "à", "·": "á", "‰": "ä", Û: "ó", Ù: "ô", "˘": "ù", Ö: "…", Ω: "½",
};
const MISREAD = new RegExp(`[${Object.keys(MAC_ROMAN_MISREADINGS).join("")}]`, "g");

const TRAILING_ARTICLE = /^(.+), (The|A|An|Das|Der|Die|Le|La|Les|El|Il)$/;

export function vegaTitle(raw: string | number | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  let title = String(raw).trim();
  if (title === "" || title === "null") return null;
  title = title.replace(MISREAD, (character) => MAC_ROMAN_MISREADINGS[character] ?? character).replace(/\s*\(\d{4}\)$/, "");
  const inverted = TRAILING_ARTICLE.exec(title);
  if (inverted) title = `${inverted[2]!} ${inverted[1]!}`;
  return title;
}

/** movies.json inside the installed package (its `exports` map hides data/, so resolve beside the entry). */
export function vegaMoviesFile(): string {
  const entry = createRequire(import.meta.url).resolve("vega-datasets");
  return join(dirname(entry), "..", "data", "movies.json");
}

export function readVegaMovies(file: string = vegaMoviesFile()): VegaFilm[] {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ImportError(file, 0, `cannot read the vega-datasets films: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(entries)) throw new ImportError(file, 0, "must hold a JSON list");
  const films: VegaFilm[] = [];
  for (const [index, entry] of entries.entries()) {
    const parsed = v.safeParse(VegaEntrySchema, entry);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new ImportError(file, 0, `entry ${index + 1}: ${issue.path?.map((p) => String(p.key)).join(".") ?? ""}: ${issue.message}`);
    }
    const raw = parsed.output;
    const title = vegaTitle(raw.Title);
    if (title === null) continue; // an entry without a title cannot be shown or matched
    films.push({
      title,
      releaseDate: vegaReleaseDate(raw["Release Date"]),
      runtime: raw["Running Time min"] ?? null,
      majorGenre: raw["Major Genre"] ?? null,
      creativeType: raw["Creative Type"] ?? null,
      director: raw.Director?.trim() || null,
      budget: Math.round(raw["Production Budget"] ?? 0),
      worldwideGross: Math.round(raw["Worldwide Gross"] ?? 0),
      imdbRating: raw["IMDB Rating"] ?? null,
      imdbVotes: raw["IMDB Votes"] ?? null,
      entry: index + 1,
    });
  }
  return withoutFiguresSharedByTitle(films);
}

/**
 * The source gives films of one title released on different days (remakes: The Fog of 1980 and of
 * 2005) the very same IMDb rating and votes: figures joined by title, which belong to one of them
 * at most, and which one cannot be told. None of them keeps the figures (each is then not yet
 * rated), rather than one showing another film's. Entries of one title and day are one film listed
 * twice, and keep theirs.
 */
export function withoutFiguresSharedByTitle(films: readonly VegaFilm[]): VegaFilm[] {
  const figuresOf = (film: VegaFilm) => (film.imdbRating === null || film.imdbVotes === null ? null : `${titleKey(film.title)}\n${film.imdbRating}\n${film.imdbVotes}`);
  const daysWithFigures = new Map<string, Set<string>>();
  for (const film of films) {
    const figures = figuresOf(film);
    // A film whose day is not known is a day of its own: it cannot be shown to be the same film.
    if (figures !== null) daysWithFigures.set(figures, (daysWithFigures.get(figures) ?? new Set()).add(film.releaseDate || `entry ${film.entry}`));
  }
  return films.map((film) => {
    const figures = figuresOf(film);
    return figures !== null && daysWithFigures.get(figures)!.size > 1 ? { ...film, imdbRating: null, imdbVotes: null } : film;
  });
}
