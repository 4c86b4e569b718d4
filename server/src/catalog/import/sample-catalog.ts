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
import { derivePopularity } from "./popularity";
import { SampleFilmSchema, SamplePersonSchema, type SampleFilm, type SamplePerson } from "./sample-schema";
import type { SourcedRecord } from "./write-catalog";

/** The sample catalog shipped in the project, loaded by `npm run catalog -- seed` and on first start. */
export const SAMPLE_CATALOG_DIR = join(findProjectRoot(), "server/sample-catalog");

/** The line on which an entry with this id starts, so a problem can be found in the file. */
function lineOf(text: string, id: number): number {
  const at = text.search(new RegExp(`"id"\\s*:\\s*${id}\\b`));
  return at < 0 ? 0 : text.slice(0, at).split("\n").length;
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
  return entries.map((entry, index) => {
    const id = typeof entry === "object" && entry && "id" in entry && typeof entry.id === "number" ? entry.id : undefined;
    const line = id === undefined ? 0 : lineOf(text, id);
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

function toRecord(film: SampleFilm, people: ReadonlyMap<number, SamplePerson>, rank: number, total: number, file: string, line: number): MovieRecord {
  const person = (id: number): PersonRecord => {
    const found = people.get(id);
    if (!found) throw new ImportError(file, line, `film ${film.id} refers to person ${id}, who is not in people.json`);
    return { id: found.id, name: found.name, gender: found.gender };
  };
  const year = Number(film.release_date.slice(0, 4));
  // Until the sample carries vote figures, its order (most famous first) stands in for them.
  const popularity = film.vote_count !== undefined && film.vote_average !== undefined
    ? derivePopularity(film.vote_average, film.vote_count, year, new Date().getUTCFullYear())
    : Math.round((100 - (50 * rank) / Math.max(1, total)) * 1000) / 1000;
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
    popularity,
    vote_average: film.vote_average ?? 0,
    vote_count: film.vote_count ?? 0,
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

export async function* readSampleCatalog(dir: string = SAMPLE_CATALOG_DIR): AsyncGenerator<SourcedRecord> {
  const people = readSamplePeople(dir);
  const file = join(dir, "films.json");
  const films = parseEntries(file, SampleFilmSchema);
  for (const [rank, { value: film, line }] of films.entries()) {
    const record = toRecord(film, people, rank, films.length, file, line);
    const problem = problemWith(record);
    if (problem) throw new ImportError(file, line, problem);
    yield { record, file, line };
  }
  await Promise.resolve();
}
