import { createInterface } from "node:readline";
import type { Gender, MovieStatus, ProductionCountry, SpokenLanguage, Video } from "../../../../common/tmdb/wire-types";
import { GENRE_IDS, ImportError, type MovieRecord, type PersonProfile } from "../model";
import { problemWith, problemWithProfile } from "./check-record";
import { openText } from "./read-text";
import type { SourcedRecord } from "./write-catalog";

/**
 * Reads TMDB movie-details JSON, one object per line, as saved from
 * `/3/movie/{id}?append_to_response=credits,keywords,videos` — so a user with a TMDB key can mirror
 * films. Lines may also hold people's details as saved from `/3/person/{id}` (an object with a
 * `name` and no `title`): their biography, birthday and the like. Image paths are not kept: the
 * embedded catalog draws its own.
 */
interface TmdbPersonJson {
  id: number; name: string; biography?: string | null; birthday?: string | null; deathday?: string | null;
  place_of_birth?: string | null; also_known_as?: unknown; imdb_id?: string | null; homepage?: string | null;
}
interface TmdbPerson { id: number; name: string; original_name?: string; gender?: number; known_for_department?: string; credit_id?: string }
interface TmdbMovieJson {
  id: number; title: string; original_title?: string; original_language?: string; overview?: string | null; release_date?: string;
  runtime?: number | null; budget?: number; revenue?: number; status?: string; tagline?: string | null; homepage?: string | null;
  imdb_id?: string | null; adult?: boolean; popularity?: number; vote_average?: number; vote_count?: number;
  genres?: Array<{ id: number }>; belongs_to_collection?: { id: number; name: string } | null;
  production_companies?: Array<{ id: number; name: string; origin_country?: string }>;
  production_countries?: ProductionCountry[]; spoken_languages?: SpokenLanguage[]; origin_country?: string[];
  credits?: { cast?: Array<TmdbPerson & { character?: string; order?: number; cast_id?: number }>; crew?: Array<TmdbPerson & { department?: string; job?: string }> };
  keywords?: { keywords?: Array<{ name: string }> };
  videos?: { results?: Video[] };
}

function gender(value: number | undefined): Gender {
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

const textOrNull = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

function toProfile(json: TmdbPersonJson): PersonProfile {
  return {
    id: json.id,
    biography: typeof json.biography === "string" ? json.biography : "",
    birthday: textOrNull(json.birthday),
    deathday: textOrNull(json.deathday),
    place_of_birth: textOrNull(json.place_of_birth),
    also_known_as: Array.isArray(json.also_known_as) ? json.also_known_as.filter((name): name is string => typeof name === "string") : [],
    imdb_id: textOrNull(json.imdb_id),
    homepage: textOrNull(json.homepage),
  };
}

function toRecord(json: TmdbMovieJson): MovieRecord {
  const person = (p: TmdbPerson) => ({ id: p.id, name: p.name, original_name: p.original_name, gender: gender(p.gender), known_for_department: p.known_for_department });
  return {
    id: json.id,
    title: json.title ?? "",
    original_title: json.original_title ?? json.title ?? "",
    original_language: json.original_language ?? "",
    overview: json.overview ?? "",
    release_date: json.release_date ?? "",
    runtime: json.runtime || null,
    budget: json.budget ?? 0,
    revenue: json.revenue ?? 0,
    status: (json.status ?? "Released") as MovieStatus,
    tagline: json.tagline ?? "",
    homepage: json.homepage ?? "",
    imdb_id: json.imdb_id || null,
    adult: json.adult ?? false,
    popularity: json.popularity ?? 0,
    vote_average: json.vote_average ?? 0,
    vote_count: json.vote_count ?? 0,
    genre_ids: (json.genres ?? []).map((g) => g.id).filter((id) => GENRE_IDS.has(id)),
    keywords: (json.keywords?.keywords ?? []).map((k) => k.name),
    companies: (json.production_companies ?? []).map((c) => ({ id: c.id, name: c.name, origin_country: c.origin_country ?? "" })),
    production_countries: json.production_countries ?? [],
    spoken_languages: json.spoken_languages ?? [],
    origin_country: json.origin_country ?? [],
    collection: json.belongs_to_collection ? { id: json.belongs_to_collection.id, name: json.belongs_to_collection.name } : null,
    cast: [...(json.credits?.cast ?? [])]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((c, index) => ({ person: person(c), character: c.character ?? "", order: c.order ?? index, cast_id: c.cast_id, credit_id: c.credit_id })),
    crew: (json.credits?.crew ?? []).map((c) => ({ person: person(c), department: c.department ?? "", job: c.job ?? "", credit_id: c.credit_id })),
    videos: json.videos?.results ?? [],
  };
}

export async function* readTmdbJson(file: string): AsyncGenerator<SourcedRecord> {
  const lines = createInterface({ input: openText(file), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === "") continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ImportError(file, line, `not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const fields = typeof json === "object" && json !== null && !Array.isArray(json) ? (json as { id?: unknown; title?: unknown; name?: unknown }) : {};
    if (typeof fields.id === "number" && typeof fields.title !== "string" && typeof fields.name === "string") {
      const profile = toProfile(json as TmdbPersonJson);
      const problem = problemWithProfile(profile);
      if (problem) throw new ImportError(file, line, problem);
      yield { profile, file, line };
      continue;
    }
    if (typeof fields.id !== "number" || typeof fields.title !== "string") {
      throw new ImportError(file, line, "expected a TMDB movie object with a numeric id and a title, or a person with a numeric id and a name");
    }
    const record = toRecord(json as TmdbMovieJson);
    const problem = problemWith(record);
    if (problem) throw new ImportError(file, line, problem);
    yield { record, file, line };
  }
}
