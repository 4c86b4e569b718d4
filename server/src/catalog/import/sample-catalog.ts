import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as v from "valibot";
import type { Video } from "../../../../common/tmdb/wire-types";
import { findProjectRoot } from "../../project-root";
import { ImportError, type MovieRecord, type PersonRecord } from "../model";
import { problemWith } from "./check-record";
import { productionCountry } from "./countries";
import { DEPARTMENT_OF_JOB } from "./crew-jobs";
import { spokenLanguage } from "./languages";
import { BreadthFilms, BreadthPeople, fillFromVega, matchCurated, releaseYear } from "./breadth/merge-breadth";
import { readVegaMovies, vegaMoviesFile, type VegaFilm } from "./breadth/vega-movies";
import { derivePopularity, voteFiguresFrom, type VoteFigures } from "./popularity";
import { SampleFilmSchema, SamplePersonSchema, type SampleFilm, type SamplePerson } from "./sample-schema";
import type { SourcedFilm } from "./write-catalog";

/** The sample catalog shipped in the project, loaded by `npm run catalog -- seed` and on first start. */
export const SAMPLE_CATALOG_DIR = join(findProjectRoot(), "server/sample-catalog");

/**
 * The line on which each id first appears (where its entry starts), so a problem can be found in
 * the file. One pass over the text: looking each id up separately was quadratic, seconds a read.
 */
function linesOfIds(text: string): Map<number, number> {
  const lines = new Map<number, number>();
  let line = 1;
  let counted = 0;
  for (const match of text.matchAll(/"id"\s*:\s*(\d+)\b/g)) {
    for (let at = text.indexOf("\n", counted); at !== -1 && at < match.index; at = text.indexOf("\n", at + 1)) line++;
    counted = match.index;
    const id = Number(match[1]);
    if (!lines.has(id)) lines.set(id, line);
  }
  return lines;
}

function readJsonArray(file: string): { text: string; entries: unknown[] } {
  const text = readFileSync(file, "utf8");
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch (error) {
    throw new ImportError(file, 0, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!Array.isArray(entries)) throw new ImportError(file, 1, "must hold a JSON list");
  return { text, entries };
}

function parseEntries<T>(file: string, schema: v.GenericSchema<unknown, T>): Array<{ value: T; line: number }> {
  const { text, entries } = readJsonArray(file);
  const lines = linesOfIds(text);
  return entries.map((entry, index) => {
    const id = typeof entry === "object" && entry && "id" in entry && typeof entry.id === "number" ? entry.id : undefined;
    const line = id === undefined ? 0 : (lines.get(id) ?? 0);
    const result = v.safeParse(schema, entry);
    if (!result.success) {
      const issue = result.issues[0];
      const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
      throw new ImportError(file, line, `entry ${index + 1}${id === undefined ? "" : ` (id ${id})`}: ${path ? `${path}: ` : ""}${issue.message}`);
    }
    return { value: result.output, line };
  });
}

export function readSamplePeople(dir: string): Map<number, SamplePerson> {
  const file = join(dir, "people.json");
  const people = new Map<number, SamplePerson>();
  for (const { value, line } of parseEntries(file, SamplePersonSchema)) {
    if (people.has(value.id)) throw new ImportError(file, line, `person id ${value.id} appears twice`);
    people.set(value.id, value);
  }
  return people;
}

function toRecord(film: SampleFilm, people: ReadonlyMap<number, SamplePerson>, file: string, line: number): MovieRecord {
  const person = (id: number): PersonRecord => {
    const found = people.get(id);
    if (!found) throw new ImportError(file, line, `film ${film.id} refers to person ${id}, who is not in people.json`);
    return { id: found.id, name: found.name, gender: found.gender };
  };
  const videos: Video[] = [];
  return {
    id: film.id,
    title: film.title,
    original_title: film.original_title,
    original_language: film.original_language,
    overview: film.overview,
    release_date: film.release_date,
    runtime: film.runtime,
    budget: film.budget,
    revenue: film.revenue,
    status: film.status,
    tagline: film.tagline,
    homepage: film.homepage,
    imdb_id: film.imdb_id,
    adult: false,
    // Vote figures and popularity are set by withPopularity, once vega-datasets has been consulted.
    popularity: 0,
    vote_average: 0,
    vote_count: 0,
    genre_ids: film.genres,
    keywords: film.keywords,
    companies: film.companies,
    production_countries: film.countries.map(productionCountry),
    spoken_languages: film.languages.map((code) => spokenLanguage(code)),
    origin_country: film.countries.slice(0, 1),
    collection: film.collection,
    cast: film.cast.map(([personId, character], order) => ({ person: person(personId), character, order })),
    crew: Object.entries(film.crew).flatMap(([job, ids]) =>
      ids.map((personId) => ({ person: person(personId), job, department: DEPARTMENT_OF_JOB[job] ?? "Crew" })),
    ),
    videos,
  };
}

function vegaVotes(film: VegaFilm | undefined): VoteFigures | null {
  return film ? voteFiguresFrom(film.imdbRating, film.imdbVotes) : null;
}

/** Vote figures from the source, popularity from the formula of docs/decisions/011. */
function withPopularity(record: MovieRecord, votes: VoteFigures | null, curated: boolean, thisYear: number): MovieRecord {
  const figures = votes ?? { vote_average: 0, vote_count: 0 };
  return { ...record, ...figures, popularity: derivePopularity(figures, releaseYear(record.release_date), thisYear, curated) };
}

export interface SampleCatalogOptions {
  /** vega-datasets' movies.json to merge in for breadth; null leaves the curated films alone. */
  vegaFile?: string | null;
}

/** The curated films, completed from vega-datasets where they lack a fact, then vega's other films. */
export async function* readSampleCatalog(dir: string = SAMPLE_CATALOG_DIR, options: SampleCatalogOptions = {}): AsyncGenerator<SourcedFilm> {
  const people = readSamplePeople(dir);
  const file = join(dir, "films.json");
  const films = parseEntries(file, SampleFilmSchema);
  const vegaFile = options.vegaFile === undefined ? vegaMoviesFile() : options.vegaFile;
  const vega = vegaFile === null ? [] : readVegaMovies(vegaFile);
  const identities = films.map(({ value: film }) => ({
    ...film,
    directorNames: (film.crew.Director ?? []).flatMap((id) => people.get(id)?.name ?? []),
  }));
  const { matched, unmatched } = matchCurated(identities, vega);
  const breadthPeople = new BreadthPeople(people.values());
  const thisYear = new Date().getUTCFullYear();
  for (const { value: film, line } of films) {
    const twin = matched.get(film.id);
    let record = toRecord(film, people, file, line);
    if (twin) record = fillFromVega(record, twin, breadthPeople);
    const own = film.vote_average !== undefined && film.vote_count !== undefined ? { vote_average: film.vote_average, vote_count: film.vote_count } : null;
    record = withPopularity(record, own ?? vegaVotes(twin), true, thisYear);
    const problem = problemWith(record);
    if (problem) throw new ImportError(file, line, problem);
    yield { record, file, line };
  }
  const breadthFilms = new BreadthFilms(breadthPeople);
  const vegaSource = vegaFile ?? "vega-datasets";
  for (const film of unmatched) {
    const record = withPopularity(breadthFilms.record(film), vegaVotes(film), false, thisYear);
    const problem = problemWith(record);
    if (problem) throw new ImportError(vegaSource, 0, `entry ${film.entry}: ${problem}`);
    yield { record, file: vegaSource, line: 0 };
  }
  await Promise.resolve();
}
