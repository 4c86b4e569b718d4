import type {
  CastMember, Collection, CollectionDetails, CrewMember, Genre, Image, Keyword, MovieCastCredit, MultiSearchResult, MovieCrewCredit, MovieDetails as WireDetails, MovieListItem, OftenWithPerson,
  Paginated, PersonDetails, PersonSearchResult, ProductionCompany, ProductionCountry, ReleaseWindow, SpokenLanguage, Video,
} from "../../../common/tmdb/wire-types";

/** The app's movie entities, in TMDB's field names (the response body is used directly). */
export type Movie = MovieListItem;
/** What a row of pictures shows of a film (components/movie-row.tsx): its link, poster, title and year. */
export type RowFilm = Pick<Movie, "id" | "title" | "poster_path" | "release_date">;

export interface MovieDetails extends Omit<WireDetails, "belongs_to_collection"> {
  /** The first-billed actors and the featured crew (./film-credits.ts); the whole credits are FilmCredits. */
  cast: CastMember[];
  crew: CrewMember[];
  /** Whether the whole credits hold anyone more (absent on a film kept before this was known). */
  moreCredits?: boolean;
  /** From /movie/{id}/keywords; [] when that request failed. */
  keywords: Keyword[];
  /** Taken from belongs_to_collection; absent when the film is in none. */
  collection?: Collection;
  videos: Video[];
  images: { backdrops: Image[]; posters: Image[]; logos: Image[] };
}

/** A film's whole cast (in billing order) and crew, for its cast and crew page. */
export interface FilmCredits {
  cast: CastMember[];
  crew: CrewMember[];
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalResults: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export type {
  CastMember, CollectionDetails, CrewMember, Genre, Keyword, MultiSearchResult, MovieCastCredit, MovieCrewCredit, OftenWithPerson, Paginated, PersonSearchResult, ProductionCompany, ProductionCountry,
  ReleaseWindow, SpokenLanguage, Video,
};

/** A page of a browse list (BrowseSource); Now playing's and Upcoming's name the release window they cover (TMDB's `dates`). */
export type BrowsePage = Paginated<Movie> & { dates?: unknown };

/** Home's lists besides Popular, by their word in TMDB's path (`/movie/top_rated`) and in home's address (`/?list=top_rated`). */
export type MovieListName = "top_rated" | "now_playing" | "upcoming";

/**
 * The paged lists of films besides Popular, a search and a genre: one of home's other lists (only
 * its films of one genre, when `genreId` is set), a Discover query (TMDB's discover parameters,
 * page left out), a film's related list.
 */
export type BrowseSource =
  | { kind: "list"; list: MovieListName; genreId?: number }
  | { kind: "discover"; query: string }
  | { kind: "related"; movieId: number; list: "similar" | "recommendations" };

/** A person's page: their details and every film they are credited on (as cast, and per crew job). */
export interface PersonPage extends PersonDetails {
  cast: MovieCastCredit[];
  crew: MovieCrewCredit[];
}

/** The furthest page TMDB's API serves (and the catalog, which answers as it does): a longer list's later pages cannot be reached. */
export const LAST_SERVED_PAGE = 500;

export function paginationOf(page: number, totalPages: number, totalResults: number): Pagination {
  const reachable = Math.min(totalPages, LAST_SERVED_PAGE);
  return { currentPage: page, totalPages: reachable, totalResults, hasNextPage: page < reachable, hasPreviousPage: page > 1 };
}

export const EMPTY_PAGINATION: Pagination = paginationOf(1, 0, 0);
