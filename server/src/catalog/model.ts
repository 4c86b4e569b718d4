import type { Gender, MovieStatus, ProductionCountry, SpokenLanguage, Video } from "../../../common/tmdb/wire-types";

/**
 * The one shape every importer produces and the catalog writer stores. Importers map their source
 * (TMDB 5000 CSV, TMDB JSON, the shipped sample) onto it; nothing downstream knows the source.
 */
export interface PersonRecord {
  id: number;
  name: string;
  original_name?: string;
  gender: Gender;
  known_for_department?: string;
}

/**
 * What a source may know of a person beyond their credits (TMDB's person details, as saved from
 * `/3/person/{id}`). Everything else about a person is computed from their credits.
 */
export interface PersonProfile {
  id: number;
  biography: string;
  birthday: string | null;
  deathday: string | null;
  place_of_birth: string | null;
  also_known_as: string[];
  imdb_id: string | null;
  homepage: string | null;
}

export interface CastRecord {
  person: PersonRecord;
  character: string;
  order: number;
  cast_id?: number;
  credit_id?: string;
}

export interface CrewRecord {
  person: PersonRecord;
  department: string;
  job: string;
  credit_id?: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  origin_country: string;
}

export interface MovieRecord {
  id: number;
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  release_date: string;
  runtime: number | null;
  budget: number;
  revenue: number;
  status: MovieStatus;
  tagline: string;
  homepage: string;
  imdb_id: string | null;
  adult: boolean;
  popularity: number;
  vote_average: number;
  vote_count: number;
  genre_ids: number[];
  keywords: string[];
  companies: CompanyRecord[];
  production_countries: ProductionCountry[];
  spoken_languages: SpokenLanguage[];
  origin_country: string[];
  collection: { id: number; name: string } | null;
  cast: CastRecord[];
  crew: CrewRecord[];
  videos: Video[];
}

export const MOVIE_STATUSES: readonly MovieStatus[] = ["Rumored", "Planned", "In Production", "Post Production", "Released", "Canceled"];

/** TMDB's en-US movie genre list (the catalog answers /genre/movie/list from it). */
export const GENRES: ReadonlyArray<{ id: number; name: string }> = [
  { id: 28, name: "Action" },
  { id: 12, name: "Adventure" },
  { id: 16, name: "Animation" },
  { id: 35, name: "Comedy" },
  { id: 80, name: "Crime" },
  { id: 99, name: "Documentary" },
  { id: 18, name: "Drama" },
  { id: 10751, name: "Family" },
  { id: 14, name: "Fantasy" },
  { id: 36, name: "History" },
  { id: 27, name: "Horror" },
  { id: 10402, name: "Music" },
  { id: 9648, name: "Mystery" },
  { id: 10749, name: "Romance" },
  { id: 878, name: "Science Fiction" },
  { id: 10770, name: "TV Movie" },
  { id: 53, name: "Thriller" },
  { id: 10752, name: "War" },
  { id: 37, name: "Western" },
];

export const GENRE_IDS = new Set(GENRES.map((g) => g.id));
export const GENRE_NAMES: ReadonlyMap<number, string> = new Map(GENRES.map((g) => [g.id, g.name]));

/** A problem in an input file, reported with where it is so the user can fix it. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = "ImportError";
  }
}

/** The first billed actors, who stand for a film's cast: in its related films and in a person's statistics. */
export const LEAD_CAST = 6;
