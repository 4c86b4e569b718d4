import { parse } from "csv-parse";
import { GENRE_IDS, ImportError, type CastRecord, type CrewRecord, type MovieRecord } from "../model";
import type { Gender, MovieStatus } from "../../../../common/tmdb/wire-types";
import { problemWith } from "./check-record";
import { spokenLanguage } from "./languages";
import { openText } from "./read-text";
import type { SourcedFilm } from "./write-catalog";

/**
 * Reads the Kaggle "TMDB 5000" pair: tmdb_5000_movies.csv and tmdb_5000_credits.csv (plain or
 * gzipped). Their list columns hold JSON. Real TMDB ids, cast, crew, keywords and companies are
 * kept; image paths are replaced by the server's own generated images.
 */
type Row = Record<string, string>;

interface CsvRow {
  row: Row;
  line: number;
}

async function* readCsv(file: string, required: readonly string[]): AsyncGenerator<CsvRow> {
  const parser = openText(file).pipe(parse({ columns: true, info: true, bom: true }));
  let checkedHeader = false;
  try {
    for await (const item of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
      if (!checkedHeader) {
        const missing = required.filter((column) => !(column in item.record));
        if (missing.length > 0) throw new ImportError(file, 1, `missing column(s): ${missing.join(", ")}`);
        checkedHeader = true;
      }
      yield { row: item.record, line: item.info.lines };
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const line = typeof error === "object" && error && "lines" in error ? Number(error.lines) : 0;
    throw new ImportError(file, line, `not valid CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function jsonColumn<T>(row: Row, column: string, file: string, line: number): T[] {
  const raw = row[column] ?? "";
  if (raw.trim() === "") return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) throw new Error("not a list");
    return value as T[];
  } catch {
    throw new ImportError(file, line, `column "${column}" is not a JSON list`);
  }
}

function numberColumn(row: Row, column: string, file: string, line: number, { allowEmpty = false } = {}): number | null {
  const raw = (row[column] ?? "").trim();
  if (raw === "") {
    if (allowEmpty) return null;
    throw new ImportError(file, line, `column "${column}" is empty`);
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ImportError(file, line, `column "${column}" is not a number ("${raw}")`);
  return value;
}

interface RawCast { id: number; name: string; gender?: number; character?: string; order?: number; cast_id?: number; credit_id?: string }
interface RawCrew { id: number; name: string; gender?: number; department?: string; job?: string; credit_id?: string }

function gender(value: number | undefined): Gender {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

async function readCredits(file: string): Promise<Map<number, { cast: CastRecord[]; crew: CrewRecord[] }>> {
  const credits = new Map<number, { cast: CastRecord[]; crew: CrewRecord[] }>();
  for await (const { row, line } of readCsv(file, ["movie_id", "cast", "crew"])) {
    const movieId = numberColumn(row, "movie_id", file, line) ?? 0;
    const cast = jsonColumn<RawCast>(row, "cast", file, line).map((c) => ({
      person: { id: c.id, name: c.name, gender: gender(c.gender) },
      character: c.character ?? "",
      order: c.order ?? 0,
      cast_id: c.cast_id,
      credit_id: c.credit_id,
    }));
    const crew = jsonColumn<RawCrew>(row, "crew", file, line).map((c) => ({
      person: { id: c.id, name: c.name, gender: gender(c.gender) },
      department: c.department ?? "",
      job: c.job ?? "",
      credit_id: c.credit_id,
    }));
    cast.sort((a, b) => a.order - b.order);
    credits.set(movieId, { cast, crew });
  }
  return credits;
}

const MOVIE_COLUMNS = ["id", "title", "original_title", "original_language", "overview", "release_date", "runtime", "budget", "revenue",
  "status", "tagline", "homepage", "popularity", "vote_average", "vote_count", "genres", "keywords", "production_companies",
  "production_countries", "spoken_languages"] as const;

export async function* readTmdb5000(moviesFile: string, creditsFile: string, onStage?: (stage: string) => void): AsyncGenerator<SourcedFilm> {
  onStage?.(`Reading credits from ${creditsFile}…`);
  const credits = await readCredits(creditsFile);
  onStage?.(`Read credits for ${credits.size} movies; reading movies from ${moviesFile}…`);
  for await (const { row, line } of readCsv(moviesFile, MOVIE_COLUMNS)) {
    const id = numberColumn(row, "id", moviesFile, line) ?? 0;
    const movieCredits = credits.get(id) ?? { cast: [], crew: [] };
    const countries = jsonColumn<{ iso_3166_1: string; name: string }>(row, "production_countries", moviesFile, line);
    const record: MovieRecord = {
      id,
      title: row.title ?? "",
      original_title: row.original_title || row.title || "",
      original_language: row.original_language ?? "",
      overview: row.overview ?? "",
      release_date: row.release_date ?? "",
      runtime: numberColumn(row, "runtime", moviesFile, line, { allowEmpty: true }),
      budget: numberColumn(row, "budget", moviesFile, line, { allowEmpty: true }) ?? 0,
      revenue: numberColumn(row, "revenue", moviesFile, line, { allowEmpty: true }) ?? 0,
      status: (row.status || "Released") as MovieStatus,
      tagline: row.tagline ?? "",
      homepage: row.homepage ?? "",
      imdb_id: null,
      adult: false,
      popularity: numberColumn(row, "popularity", moviesFile, line, { allowEmpty: true }) ?? 0,
      vote_average: numberColumn(row, "vote_average", moviesFile, line, { allowEmpty: true }) ?? 0,
      vote_count: numberColumn(row, "vote_count", moviesFile, line, { allowEmpty: true }) ?? 0,
      // TMDB retired some genres (e.g. 10769 "Foreign"); only today's genre ids are kept.
      genre_ids: jsonColumn<{ id: number }>(row, "genres", moviesFile, line).map((g) => g.id).filter((g) => GENRE_IDS.has(g)),
      keywords: jsonColumn<{ name: string }>(row, "keywords", moviesFile, line).map((k) => k.name),
      companies: jsonColumn<{ id: number; name: string }>(row, "production_companies", moviesFile, line).map((c) => ({
        id: c.id, name: c.name, origin_country: "",
      })),
      production_countries: countries.map((c) => ({ iso_3166_1: c.iso_3166_1, name: c.name })),
      spoken_languages: jsonColumn<{ iso_639_1: string; name: string }>(row, "spoken_languages", moviesFile, line).map((l) =>
        spokenLanguage(l.iso_639_1, l.name || undefined),
      ),
      origin_country: countries.slice(0, 1).map((c) => c.iso_3166_1),
      collection: null,
      cast: movieCredits.cast,
      crew: movieCredits.crew,
      videos: [],
    };
    // The dataset stores a missing runtime as 0; TMDB answers null for "unknown".
    if (record.runtime === 0) record.runtime = null;
    const problem = problemWith(record);
    if (problem) throw new ImportError(moviesFile, line, problem);
    yield { record, file: moviesFile, line };
  }
}
