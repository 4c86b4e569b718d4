import type {
  CastMember, Collection, CrewMember, Genre, Image, MovieDetails as WireDetails, MovieListItem, Paginated, ProductionCompany,
  ProductionCountry, SpokenLanguage, Video,
} from "../../../common/tmdb/wire-types";

/** The app's movie entities, in TMDB's field names (the response body is used directly). */
export type Movie = MovieListItem;

export interface MovieDetails extends Omit<WireDetails, "belongs_to_collection"> {
  cast: CastMember[];
  crew: CrewMember[];
  /** Taken from belongs_to_collection; absent when the film is in none. */
  collection?: Collection;
  videos: Video[];
  images: { backdrops: Image[]; posters: Image[]; logos: Image[] };
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalResults: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export type { CastMember, CrewMember, Genre, Paginated, ProductionCompany, ProductionCountry, SpokenLanguage, Video };

export function paginationOf(page: number, totalPages: number, totalResults: number): Pagination {
  return { currentPage: page, totalPages, totalResults, hasNextPage: page < totalPages, hasPreviousPage: page > 1 };
}

export const EMPTY_PAGINATION: Pagination = paginationOf(1, 0, 0);
