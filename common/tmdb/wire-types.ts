/**
 * TMDB API v3 wire types for the endpoints MovieApp uses: what goes over HTTP, field for field.
 * The server's embedded catalog produces these; the web app's client consumes them. Nullability
 * follows TMDB's real answers (see docs/decisions for the contract tests that keep it honest).
 */

export interface Genre {
  id: number;
  name: string;
}

/** One movie in any paginated list (popular, search, discover, similar). */
export interface MovieListItem {
  adult: boolean;
  backdrop_path: string | null;
  genre_ids: number[];
  id: number;
  original_language: string;
  original_title: string;
  /** "" when TMDB has no overview. */
  overview: string;
  popularity: number;
  poster_path: string | null;
  /** "YYYY-MM-DD", or "" when unknown. */
  release_date: string;
  title: string;
  video: boolean;
  vote_average: number;
  vote_count: number;
}

/** Recommendations carry the media type; the other lists do not. */
export interface RecommendationItem extends MovieListItem {
  media_type: "movie";
}

export interface Paginated<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface Collection {
  id: number;
  name: string;
  poster_path: string | null;
  backdrop_path: string | null;
}

export interface ProductionCompany {
  id: number;
  logo_path: string | null;
  name: string;
  origin_country: string;
}

export interface ProductionCountry {
  iso_3166_1: string;
  name: string;
}

export interface SpokenLanguage {
  english_name: string;
  iso_639_1: string;
  name: string;
}

export type MovieStatus = "Rumored" | "Planned" | "In Production" | "Post Production" | "Released" | "Canceled";

export interface MovieDetails extends Omit<MovieListItem, "genre_ids"> {
  belongs_to_collection: Collection | null;
  budget: number;
  genres: Genre[];
  /** Often "". */
  homepage: string;
  imdb_id: string | null;
  origin_country: string[];
  production_companies: ProductionCompany[];
  production_countries: ProductionCountry[];
  revenue: number;
  runtime: number | null;
  spoken_languages: SpokenLanguage[];
  status: MovieStatus;
  /** Often "". */
  tagline: string;
}

export type VideoType = "Trailer" | "Teaser" | "Clip" | "Featurette" | "Behind the Scenes" | "Bloopers";

export interface Video {
  iso_639_1: string;
  iso_3166_1: string;
  name: string;
  key: string;
  site: string;
  size: number;
  type: VideoType;
  official: boolean;
  published_at: string;
  id: string;
}

export interface Image {
  aspect_ratio: number;
  height: number;
  width: number;
  iso_639_1: string | null;
  file_path: string;
  vote_average: number;
  vote_count: number;
}

/** 0 unset, 1 female, 2 male, 3 non-binary. */
export type Gender = 0 | 1 | 2 | 3;

/** The fields every person carries wherever TMDB lists people (credits, searches, popular). */
export interface PersonListFields {
  adult: boolean;
  gender: Gender;
  id: number;
  known_for_department: string;
  name: string;
  original_name: string;
  popularity: number;
  profile_path: string | null;
}

interface CreditPerson extends PersonListFields {
  credit_id: string;
}

export interface CastMember extends CreditPerson {
  cast_id: number;
  character: string;
  order: number;
}

export interface CrewMember extends CreditPerson {
  department: string;
  job: string;
}

export interface Credits {
  id: number;
  cast: CastMember[];
  crew: CrewMember[];
}

/** The blocks `append_to_response` can add to a details answer; appended objects carry no `id`. */
export interface MovieAppends {
  videos?: { results: Video[] };
  images?: { backdrops: Image[]; logos: Image[]; posters: Image[] };
  credits?: Omit<Credits, "id">;
  similar?: Paginated<MovieListItem>;
  recommendations?: Paginated<RecommendationItem>;
}

export type AppendName = keyof MovieAppends;

/** `/3/person/{id}`; unknown dates, places and homepages are null, an unknown biography is "". */
export interface PersonDetails extends Omit<PersonListFields, "original_name"> {
  also_known_as: string[];
  biography: string;
  birthday: string | null;
  deathday: string | null;
  homepage: string | null;
  imdb_id: string | null;
  place_of_birth: string | null;
}

export interface MovieCastCredit extends MovieListItem {
  character: string;
  credit_id: string;
  order: number;
}

export interface MovieCrewCredit extends MovieListItem {
  credit_id: string;
  department: string;
  job: string;
}

/** `/3/person/{id}/movie_credits`: every film a person is credited on, once per role. */
export interface PersonMovieCredits {
  id: number;
  cast: MovieCastCredit[];
  crew: MovieCrewCredit[];
}

export interface PersonAppends {
  movie_credits?: Omit<PersonMovieCredits, "id">;
  images?: { profiles: Image[] };
}

export type PersonAppendName = keyof PersonAppends;

/** A film in a person's `known_for` (search and popular people). */
export interface KnownForItem extends MovieListItem {
  media_type: "movie";
}

/** `/3/search/person` results. */
export interface PersonSearchResult extends PersonListFields {
  known_for: KnownForItem[];
}

/** `/3/person/popular` results: TMDB's document lists no `original_name` here, nor a film's `popularity` in `known_for`. */
export interface PopularPerson extends Omit<PersonSearchResult, "original_name" | "known_for"> {
  known_for: Array<Omit<KnownForItem, "popularity">>;
}

/**
 * `/3/person/{id}/often_with`, MovieApp's own (TMDB has no such path): the people this person
 * most often shares a film with, most shared films first.
 */
export interface OftenWithPerson extends PersonListFields {
  shared_movie_count: number;
  shared_movie_ids: number[];
}

export interface OftenWith {
  id: number;
  results: OftenWithPerson[];
}

/** A release window as TMDB's `dates` object gives it: both ends included, "YYYY-MM-DD". */
export interface ReleaseWindow {
  minimum: string;
  maximum: string;
}

/** `/3/movie/now_playing` and `/3/movie/upcoming`: a list page with the release window it covers. */
export interface DatedPage<T> extends Paginated<T> {
  dates: ReleaseWindow;
}

/** A keyword as TMDB sends it (`/3/movie/{id}/keywords`, `/3/search/keyword`). */
export interface Keyword {
  id: number;
  name: string;
}

/** `/3/movie/{id}/keywords`. */
export interface MovieKeywords {
  id: number;
  keywords: Keyword[];
}

/**
 * A film in a collection's `parts`, earliest release first. TMDB sends the film's list fields with
 * `media_type` (its OpenAPI document calls the title `name`; the API sends `title`).
 */
export interface CollectionPart extends MovieListItem {
  media_type: "movie";
}

/** `/3/search/collection` results. An unknown overview is "". */
export interface CollectionSearchResult {
  adult: boolean;
  backdrop_path: string | null;
  id: number;
  name: string;
  original_language: string;
  original_name: string;
  overview: string;
  poster_path: string | null;
}

/** `/3/collection/{id}`. */
export interface CollectionDetails extends Omit<CollectionSearchResult, "adult"> {
  parts: CollectionPart[];
}

/** `/3/search/multi` results: films and people ranked together, told apart by `media_type`. */
export type MultiSearchResult = (MovieListItem & { media_type: "movie" }) | (PersonSearchResult & { media_type: "person" });

export interface GenreList {
  genres: Genre[];
}

export interface ImageConfiguration {
  base_url: string;
  secure_base_url: string;
  backdrop_sizes: string[];
  logo_sizes: string[];
  poster_sizes: string[];
  profile_sizes: string[];
  still_sizes: string[];
}

export interface Configuration {
  images: ImageConfiguration;
  change_keys: string[];
}

/** TMDB's error body: `{ success: false, status_code, status_message }`. */
export interface TmdbErrorBody {
  success: false;
  status_code: number;
  status_message: string;
}

/** The 422 body of `/search/movie` with an empty query. */
export interface TmdbValidationErrorBody {
  errors: string[];
}
