import { EMPTY_PAGINATION, paginationOf, type Genre, type Movie, type Paginated } from "../tmdb/entities";
import { CACHE_TTL_MS, cacheKeys } from "../tmdb/ttl-cache";
import type { ListSource, MovieListSlice, MovieState, SliceTools } from "./movie-state";
import { FALLBACK_MESSAGES, failureOf, PAGE_SIZE } from "./movie-store-rules";
import { useUiStore } from "./ui-store";

type ListKey = "popularMovies" | "searchResults" | "genreMovies";
const LIST_KEYS: Record<ListSource["kind"], ListKey> = { popular: "popularMovies", search: "searchResults", genre: "genreMovies" };

function listCacheKey(source: ListSource, page: number): string {
  if (source.kind === "search") return cacheKeys.search(source.query, page);
  if (source.kind === "genre") return cacheKeys.genre(source.genreId, page);
  return cacheKeys.popular(page);
}

/** A cache hit keeps only the films, so its pagination is estimated from how many there are, pages of 20. */
const estimated = (page: number, cached: Movie[]) => paginationOf(page, Math.ceil(cached.length / PAGE_SIZE), cached.length);

export function createListSlice({ set, get, service, cache, inFlight }: SliceTools): MovieListSlice {
  /** Only the list asked for last may change the state: an older answer arriving late is dropped. */
  let latest = 0;

  async function loadList(source: ListSource, page: number, fetchPage: () => Promise<Paginated<Movie>>, fallback: string) {
    const ticket = ++latest;
    const key = listCacheKey(source, page);
    const listKey = LIST_KEYS[source.kind];
    set({ loading: true, error: null, errorStatus: null, source });
    const cached = cache.get<Movie[]>(key);
    if (cached) {
      set({ [listKey]: cached, pagination: estimated(page, cached), loading: false } as Partial<MovieState>);
      return;
    }
    try {
      const response = await inFlight.run(key, async () => {
        const answer = await fetchPage();
        cache.set(key, answer.results, CACHE_TTL_MS.list);
        return answer;
      });
      if (ticket !== latest) return;
      set({ [listKey]: response.results, pagination: paginationOf(response.page, response.total_pages, response.total_results), loading: false } as Partial<MovieState>);
    } catch (error) {
      if (ticket !== latest) return;
      set({ [listKey]: [], ...failureOf(error, fallback), pagination: EMPTY_PAGINATION } as Partial<MovieState>);
    }
  }

  /** Loads a page of whichever list the pagination belongs to: the search if a query is stored, otherwise the list shown. */
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
    genres: [],
    pagination: EMPTY_PAGINATION,
    source: { kind: "popular" },

    fetchPopularMovies: (page = 1) => loadList({ kind: "popular" }, page, () => service().getPopularMovies(page), FALLBACK_MESSAGES.popular),

    searchMovies: (query, page = 1) => {
      const trimmed = query.trim();
      if (trimmed === "") {
        get().clearSearch();
        return Promise.resolve();
      }
      return loadList({ kind: "search", query: trimmed }, page, () => service().searchMovies(trimmed, page), FALLBACK_MESSAGES.search);
    },

    fetchMoviesByGenre: (genreId, page = 1) =>
      loadList({ kind: "genre", genreId }, page, () => service().getMoviesByGenre(genreId, page), FALLBACK_MESSAGES.genre),

    fetchGenres: async () => {
      const key = cacheKeys.genres();
      const cached = cache.get<Genre[]>(key);
      if (cached) {
        set({ genres: cached });
        return;
      }
      try {
        const genres = await inFlight.run(key, async () => {
          const answer = await service().getGenres();
          cache.set(key, answer, CACHE_TTL_MS.genres);
          return answer;
        });
        set({ genres });
      } catch {
        set({ genres: [] });
      }
    },

    clearSearch: () => set({ searchResults: [], pagination: EMPTY_PAGINATION, error: null, errorStatus: null }),

    nextPage: () => (get().pagination.hasNextPage ? loadPage(get().pagination.currentPage + 1) : Promise.resolve()),
    previousPage: () => (get().pagination.hasPreviousPage ? loadPage(get().pagination.currentPage - 1) : Promise.resolve()),
    goToPage: (page) => {
      const { totalPages, currentPage } = get().pagination;
      if (!Number.isInteger(page) || page < 1 || page > totalPages || page === currentPage) return Promise.resolve();
      return loadPage(page);
    },
  };
}
