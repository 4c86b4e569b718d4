import type { StoreApi } from "zustand";
import type { RecommendationItem } from "../../../common/tmdb/wire-types";
import type { BrowseSource, Genre, Movie, MovieDetails, OftenWithPerson, Pagination, PersonPage, PersonSearchResult, ReleaseWindow } from "../tmdb/entities";

export type { BrowseSource, MovieListName } from "../tmdb/entities";
import type { InFlight } from "../tmdb/in-flight";
import type { MovieService } from "../tmdb/movie-service";
import type { CacheEntry, TtlCache } from "../tmdb/ttl-cache";
import type { RowFilm } from "../tmdb/entities";

export type ListSource = { kind: "popular" } | { kind: "search"; query: string } | { kind: "genre"; genreId: number } | BrowseSource;

/** The lists a page of films shows: Popular, a search's results, a genre's films, the other lists (browse); with the pagination of the one last loaded. */
export interface MovieListSlice {
  popularMovies: Movie[];
  searchResults: Movie[];
  genreMovies: Movie[];
  /** The films of the browse source last asked for (`source` says which). */
  browseMovies: Movie[];
  genres: Genre[];
  pagination: Pagination;
  /** Which list the pagination belongs to. */
  source: ListSource;
  /** The release window that list covers, as its page says (Now playing, Upcoming); null for the others. */
  releaseWindow: ReleaseWindow | null;
  fetchPopularMovies: (page?: number) => Promise<void>;
  /** An empty or blank query clears the search instead of asking for anything. */
  searchMovies: (query: string, page?: number) => Promise<void>;
  fetchMoviesByGenre: (genreId: number, page?: number) => Promise<void>;
  fetchBrowse: (source: BrowseSource, page?: number) => Promise<void>;
  /** A page of any list, by the action for its kind. */
  fetchList: (source: ListSource, page?: number) => Promise<void>;
  fetchGenres: () => Promise<void>;
  clearSearch: () => void;
  /** Next, previous and a page number move only within the list's pages, of the search when a query is stored, else of the list shown. */
  nextPage: () => Promise<void>;
  previousPage: () => Promise<void>;
  goToPage: (page: number) => Promise<void>;
}

/** The first page of a film's similar and recommended lists, as the details page shows them. */
export interface RelatedLists {
  movieId: number;
  /** What the film page's rows show of each film. */
  similar: RowFilm[];
  recommendations: RowFilm[];
  /** Which lists' requests failed (such a list is empty): the details page leaves its row out; the related page offers to try again. */
  failed: { similar: boolean; recommendations: boolean };
}

/** One film: its details, and the rows of films related to it. */
export interface MovieDetailsSlice {
  selectedMovie: MovieDetails | null;
  /** The related rows of the film last asked for (fetchRelated); not kept in local storage. */
  related: RelatedLists | null;
  fetchMovieDetails: (movieId: number) => Promise<void>;
  /** Similar and recommended lists never touch loading or error, and are empty when their request fails. */
  fetchSimilarMovies: (movieId: number, page?: number) => Promise<Movie[]>;
  fetchRecommendations: (movieId: number, page?: number) => Promise<RecommendationItem[]>;
  /** Both related rows' first pages, into `related`. */
  fetchRelated: (movieId: number) => Promise<void>;
}

/** One person's page as last asked for. Its own loading and error: a person's page never touches the films' ones. */
export interface PersonView {
  personId: number;
  status: "loading" | "ready" | "failed";
  /** Null unless ready. */
  page: PersonPage | null;
  /** The people they most often work with; null until known, and when that request failed (the page leaves the section out). */
  oftenWith: OftenWithPerson[] | null;
  error: string | null;
  /** 404 lets the page say "not found" rather than "failed". */
  errorStatus: number | null;
}

/** The people a search found (the first page: a search shows people as a short section above its films). */
export interface PeopleResults {
  query: string;
  /** Every person found so far: the first page's, then each page "Show more" brought. */
  results: PersonSearchResult[];
  totalResults: number;
  /** The search's pages of people, and how many of them are in `results`. */
  totalPages: number;
  pagesLoaded: number;
  failed: boolean;
  /** A further page on its way ("loading"), or refused ("failed"; the people found so far stay). */
  more: "idle" | "loading" | "failed";
}

export interface PeopleSlice {
  person: PersonView | null;
  peopleResults: PeopleResults | null;
  fetchPerson: (personId: number) => Promise<void>;
  /** A query too short to search for clears the results. */
  searchPeople: (query: string) => Promise<void>;
  /** The next page of the shown search's people, added to those shown. */
  morePeople: () => Promise<void>;
}

/** One answer a page shows whole (a collection), as last asked for in its slot: loading while value and error are both null. */
export interface ShownAnswer<T = unknown> {
  key: string;
  value: T | null;
  error: string | null;
  /** 404 lets the page say "not found" rather than "failed". */
  errorStatus: number | null;
}

/** How to get one answer: its cache key and lifetime, the service call, and the message a failure without one shows. */
export interface AnswerRequest<T> {
  /** Where the page reads it: one answer per slot, the last asked for. */
  slot: string;
  key: string;
  ttlMs: number;
  fetch: (service: MovieService) => Promise<T>;
  fallback: string;
}

export interface AnswersSlice {
  shown: Record<string, ShownAnswer>;
  /** Puts the request's answer in its slot; only the last request for a slot may change it. Never touches loading or error. */
  show: <T>(request: AnswerRequest<T>) => Promise<void>;
  /** An answer from the cache, from the same request already on its way, or from a new one (then cached): for parts of a page that keep their own state (the header's suggestions). */
  answer: <T>(key: string, ttlMs: number, fetch: (service: MovieService) => Promise<T>) => Promise<T>;
}

/**
 * Movie data for the pages, in two slices (lists; one film's details) over one cache and one set
 * of requests in flight. Every fetch follows the same rules: at its start loading becomes true and
 * the error is cleared; on success the data (and a list's pagination) is set and loading ends; on
 * failure the message is set, loading ends, the data is emptied and pagination goes back to page 1
 * of 0. Answers are kept in the cache under fixed keys for fixed lifetimes (tmdb/ttl-cache.ts).
 */
export type MovieState = MovieListSlice &
  MovieDetailsSlice &
  AnswersSlice &
  PeopleSlice & {
    loading: boolean;
    error: string | null;
    /** The HTTP status of the last failure (404 lets a page say "not found" rather than "failed"). */
    errorStatus: number | null;
    clearError: () => void;
    /** The answers this store has cached: a server render hands them to the browser with the page. */
    cachedAnswers: () => CacheEntry[];
    /**
     * Takes in answers another store (the server's) cached: the page's own load then finds every
     * answer it needs here, and leaves the store as the server's render left its own.
     */
    adoptCachedAnswers: (entries: readonly CacheEntry[]) => void;
  };


/** What each slice is built with. */
export interface SliceTools {
  set: StoreApi<MovieState>["setState"];
  get: () => MovieState;
  service: () => MovieService;
  cache: TtlCache;
  inFlight: InFlight;
  /**
   * An answer from the cache, from the same request already on its way, or from a new one (then kept
   * for ttlMs). `enough` says whether a kept answer will do (a film's rows handed over with only what
   * rows show will not, for a list's own page); one that will not is fetched again.
   */
  cached: <T>(key: string, ttlMs: number, fetch: () => Promise<T>, enough?: (kept: unknown) => boolean) => T | Promise<T>;
}
