import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { RecommendationItem } from "../../../common/tmdb/wire-types";
import { EMPTY_PAGINATION, paginationOf, type Genre, type Movie, type MovieDetails, type Paginated, type Pagination } from "../tmdb/entities";
import { ApiError } from "../tmdb/api-errors";
import { movieApi } from "../tmdb/movie-api";
import type { MovieService } from "../tmdb/movie-service";
import { CACHE_TTL_MS, cacheKeys, TtlCache } from "../tmdb/ttl-cache";
import { renderCurrentState } from "./server-snapshot";
import { useUiStore } from "./ui-store";

export const PAGE_SIZE = 20;
export const MOVIE_STORE_NAME = "movie-store";

/** Spec §8's fallbacks, used when a failure carries no message of its own. */
export const FALLBACK_MESSAGES = {
  popular: "Failed to fetch popular movies",
  details: "Failed to fetch movie details",
  search: "Failed to search movies",
  genre: "Failed to fetch movies by genre",
} as const;

export type ListSource = { kind: "popular" } | { kind: "search"; query: string } | { kind: "genre"; genreId: number };

/**
 * What the server loaded to render a page's first view (docs/decisions/014): a list with, for the
 * home page, the genres; or a film's details. The browser adopts it instead of asking again.
 */
export type FirstViewData =
  | { kind: "list"; source: ListSource; response: Paginated<Movie>; genres?: Genre[] }
  | { kind: "details"; movie: MovieDetails; related: RelatedLists };

/** The first page of a film's similar and recommended lists, as the details page shows them. */
export interface RelatedLists {
  movieId: number;
  similar: Movie[];
  recommendations: RecommendationItem[];
}

export interface MovieState {
  popularMovies: Movie[];
  searchResults: Movie[];
  genreMovies: Movie[];
  selectedMovie: MovieDetails | null;
  genres: Genre[];
  pagination: Pagination;
  loading: boolean;
  error: string | null;
  /** The HTTP status of the last failure (404 lets a page say "not found" rather than "failed"). */
  errorStatus: number | null;
  /** Which list the pagination belongs to. */
  source: ListSource;
  /**
   * The related lists a server-rendered details page showed (docs/decisions/015), so the page
   * hydrates with them in place; not persisted. Pages get related lists from the fetch actions.
   */
  firstRelated: RelatedLists | null;
  fetchPopularMovies: (page?: number) => Promise<void>;
  searchMovies: (query: string, page?: number) => Promise<void>;
  fetchMoviesByGenre: (genreId: number, page?: number) => Promise<void>;
  fetchMovieDetails: (movieId: number) => Promise<void>;
  /** Warms the details cache (hover or focus on a card) without touching loading, error or the selection. */
  prefetchMovieDetails: (movieId: number) => void;
  fetchGenres: () => Promise<void>;
  fetchSimilarMovies: (movieId: number, page?: number) => Promise<Movie[]>;
  fetchRecommendations: (movieId: number, page?: number) => Promise<RecommendationItem[]>;
  clearSearch: () => void;
  clearError: () => void;
  /** Takes in a server-rendered first view: its data is in the state and cache, and the page's first request for it is not sent again. */
  adoptFirstView: (data: FirstViewData) => void;
  nextPage: () => Promise<void>;
  previousPage: () => Promise<void>;
  goToPage: (page: number) => Promise<void>;
}

/** Spec §3: kept in local storage under "movie-store" are exactly these two. */
export const persistedMovieFields = (state: MovieState) => ({ selectedMovie: state.selectedMovie, searchResults: state.searchResults });

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);
const estimated = (page: number, cached: Movie[]) => paginationOf(page, Math.ceil(cached.length / PAGE_SIZE), cached.length);

type ListKey = "popularMovies" | "searchResults" | "genreMovies";
const LIST_KEYS: Record<ListSource["kind"], ListKey> = { popular: "popularMovies", search: "searchResults", genre: "genreMovies" };

function listCacheKey(source: ListSource, page: number): string {
  if (source.kind === "search") return cacheKeys.search(source.query, page);
  if (source.kind === "genre") return cacheKeys.genre(source.genreId, page);
  return cacheKeys.popular(page);
}

/** The state a successful list fetch leaves (spec §4). */
function listLoaded(source: ListSource, response: Paginated<Movie>): Partial<MovieState> {
  return { [LIST_KEYS[source.kind]]: response.results, pagination: paginationOf(response.page, response.total_pages, response.total_results), loading: false, source };
}

/**
 * The state a first view's data stands for: exactly what the page's own fetches would have left,
 * so the server renders, and the browser hydrates, the same page.
 */
export function firstViewState(data: FirstViewData): Partial<MovieState> {
  if (data.kind === "details") return { selectedMovie: data.movie, firstRelated: data.related, loading: false, error: null, errorStatus: null };
  return { ...listLoaded(data.source, data.response), ...(data.genres ? { genres: data.genres } : {}), error: null, errorStatus: null };
}

/**
 * The movie store, per spec §4: fetch start sets loading and clears the error; success sets the
 * list and pagination; failure sets the error, empties the list and resets pagination. Lists are
 * cached with the spec's keys and lifetimes; a cache hit estimates pagination from its length.
 */
export function createMovieStore(service: () => MovieService, cache: TtlCache = new TtlCache()) {
  return create<MovieState>()(
    renderCurrentState(persist(
      (set, get) => {
        const prefetching = new Set<number>();
        /** Cache keys of a server-rendered first view: the page's first fetch of each is already done. */
        const adopted = new Set<string>();

        async function loadList(source: ListSource, page: number, fetchPage: () => Promise<Paginated<Movie>>, fallback: string) {
          const key = listCacheKey(source, page);
          const listKey = LIST_KEYS[source.kind];
          if (adopted.delete(key)) return;
          set({ loading: true, error: null, errorStatus: null, source });
          const cached = cache.get<Movie[]>(key);
          if (cached) {
            set({ [listKey]: cached, pagination: estimated(page, cached), loading: false } as Partial<MovieState>);
            return;
          }
          try {
            const response = await fetchPage();
            cache.set(key, response.results, CACHE_TTL_MS.list);
            set(listLoaded(source, response));
          } catch (error) {
            set({ [listKey]: [], error: messageOf(error, fallback), errorStatus: statusOf(error), loading: false, pagination: EMPTY_PAGINATION } as Partial<MovieState>);
          }
        }

        /** A cached related list, fetched on a miss; [] when the fetch fails. */
        async function relatedList<T extends Movie>(key: string, fetchPage: () => Promise<{ results: T[] }>): Promise<T[]> {
          const cached = cache.get<T[]>(key);
          if (cached) return cached;
          try {
            const { results } = await fetchPage();
            cache.set(key, results, CACHE_TTL_MS.list);
            return results;
          } catch {
            return [];
          }
        }

        /** Loads a page of whichever list the pagination belongs to: the search if a query is active, otherwise popular. */
        const loadPage = (page: number) => {
          const query = useUiStore.getState().searchQuery.trim();
          const { source } = get();
          if (query) return get().searchMovies(query, page);
          if (source.kind === "genre") return get().fetchMoviesByGenre(source.genreId, page);
          return get().fetchPopularMovies(page);
        };

        return {
          popularMovies: [],
          searchResults: [],
          genreMovies: [],
          selectedMovie: null,
          genres: [],
          pagination: EMPTY_PAGINATION,
          loading: false,
          error: null,
          errorStatus: null,
          source: { kind: "popular" },
          firstRelated: null,

          fetchPopularMovies: (page = 1) =>
            loadList({ kind: "popular" }, page, () => service().getPopularMovies(page), FALLBACK_MESSAGES.popular),

          searchMovies: (query, page = 1) => {
            if (query.trim() === "") {
              get().clearSearch();
              return Promise.resolve();
            }
            const trimmed = query.trim();
            return loadList({ kind: "search", query: trimmed }, page, () => service().searchMovies(trimmed, page), FALLBACK_MESSAGES.search);
          },

          fetchMoviesByGenre: (genreId, page = 1) =>
            loadList({ kind: "genre", genreId }, page, () => service().getMoviesByGenre(genreId, page), FALLBACK_MESSAGES.genre),

          fetchMovieDetails: async (movieId) => {
            const key = cacheKeys.details(movieId);
            if (adopted.delete(key)) return;
            set({ loading: true, error: null, errorStatus: null });
            const cached = cache.get<MovieDetails>(key);
            if (cached) {
              set({ selectedMovie: cached, loading: false });
              return;
            }
            try {
              const movie = await service().getMovieDetails(movieId);
              cache.set(key, movie, CACHE_TTL_MS.details);
              set({ selectedMovie: movie, loading: false });
            } catch (error) {
              set({ selectedMovie: null, error: messageOf(error, FALLBACK_MESSAGES.details), errorStatus: statusOf(error), loading: false, pagination: EMPTY_PAGINATION });
            }
          },

          prefetchMovieDetails: (movieId) => {
            const key = cacheKeys.details(movieId);
            if (cache.has(key) || prefetching.has(movieId)) return;
            prefetching.add(movieId);
            service()
              .getMovieDetails(movieId)
              .then((movie) => cache.set(key, movie, CACHE_TTL_MS.details))
              .catch(() => undefined)
              .finally(() => prefetching.delete(movieId));
          },

          fetchGenres: async () => {
            if (adopted.delete(cacheKeys.genres())) return;
            const cached = cache.get<Genre[]>(cacheKeys.genres());
            if (cached) {
              set({ genres: cached });
              return;
            }
            try {
              const genres = await service().getGenres();
              cache.set(cacheKeys.genres(), genres, CACHE_TTL_MS.genres);
              set({ genres });
            } catch {
              set({ genres: [] });
            }
          },

          // Related lists never touch loading or error: they decorate a page that is already shown.
          fetchSimilarMovies: (movieId, page = 1) =>
            relatedList(cacheKeys.similar(movieId, page), () => service().getSimilarMovies(movieId, page)),

          fetchRecommendations: (movieId, page = 1) =>
            relatedList(cacheKeys.recommendations(movieId, page), () => service().getRecommendations(movieId, page)),

          clearSearch: () => set({ searchResults: [], pagination: EMPTY_PAGINATION, error: null, errorStatus: null }),
          clearError: () => set({ error: null, errorStatus: null }),

          adoptFirstView: (data) => {
            if (data.kind === "details") {
              const key = cacheKeys.details(data.movie.id);
              cache.set(key, data.movie, CACHE_TTL_MS.details);
              adopted.add(key);
              // The same arrays the state holds: the page's own fetch of them then returns these,
              // and React sees nothing new to render.
              cache.set(cacheKeys.similar(data.related.movieId, 1), data.related.similar, CACHE_TTL_MS.list);
              cache.set(cacheKeys.recommendations(data.related.movieId, 1), data.related.recommendations, CACHE_TTL_MS.list);
            } else {
              const key = listCacheKey(data.source, data.response.page);
              cache.set(key, data.response.results, CACHE_TTL_MS.list);
              adopted.add(key);
              if (data.genres) {
                cache.set(cacheKeys.genres(), data.genres, CACHE_TTL_MS.genres);
                adopted.add(cacheKeys.genres());
              }
            }
            set(firstViewState(data));
          },

          nextPage: () => (get().pagination.hasNextPage ? loadPage(get().pagination.currentPage + 1) : Promise.resolve()),
          previousPage: () => (get().pagination.hasPreviousPage ? loadPage(get().pagination.currentPage - 1) : Promise.resolve()),
          goToPage: (page) => {
            const { totalPages, currentPage } = get().pagination;
            if (!Number.isInteger(page) || page < 1 || page > totalPages || page === currentPage) return Promise.resolve();
            return loadPage(page);
          },
        };
      },
      { name: MOVIE_STORE_NAME, storage: createJSONStorage(() => localStorage), partialize: persistedMovieFields, version: 0 },
    )),
  );
}

export const useMovieStore = createMovieStore(movieApi);
