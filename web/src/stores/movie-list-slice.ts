import { EMPTY_PAGINATION, paginationOf, type BrowsePage, type Genre, type Movie, type Pagination, type ReleaseWindow } from "../tmdb/entities";
import { CACHE_TTL_MS, cacheKeys } from "../tmdb/ttl-cache";
import type { ListSource, MovieListSlice, MovieState, SliceTools } from "./movie-state";
import { FALLBACK_MESSAGES, failureOf, isRowsOnly, keptList, PAGE_SIZE, type KeptList, type RowsOnlyList } from "./movie-store-rules";
import { useUiStore } from "./ui-store";

type ListKey = "popularMovies" | "searchResults" | "genreMovies" | "browseMovies";
const LIST_KEYS: Record<ListSource["kind"], ListKey> = { popular: "popularMovies", search: "searchResults", genre: "genreMovies", list: "browseMovies", discover: "browseMovies", related: "browseMovies" };

/** The films the store holds for a source's kind (the last loaded of that kind: `source` says which). */
export const filmsOf = (state: MovieListSlice, source: ListSource): Movie[] => state[LIST_KEYS[source.kind]];

/** Where a source's page is cached; two sources are the same list exactly when their keys are equal. */
export function listCacheKey(source: ListSource, page: number): string {
  if (source.kind === "search") return cacheKeys.search(source.query, page);
  if (source.kind === "genre") return cacheKeys.genre(source.genreId, page);
  if (source.kind === "list") return source.genreId === undefined ? cacheKeys.list(source.list, page) : cacheKeys.listOfGenre(source.list, source.genreId, page);
  if (source.kind === "discover") return cacheKeys.discover(source.query, page);
  // A related list's pages are the details page's rows' own (the row is page 1).
  if (source.kind === "related") return cacheKeys[source.list](source.movieId, page);
  return cacheKeys.popular(page);
}

/** A list page as the cache keeps it (films kept without their totals are from before totals were kept). */
type CachedList = Movie[] | KeptList<Movie>;

/**
 * The pagination a cached page stands for: the real totals kept with it, or, for films kept without
 * them, an estimate from how many there are (pages of 20), which knows of no page beyond this one.
 * With the release window the page covers, if it names one.
 */
function cachedPage(page: number, cached: CachedList): { results: Movie[]; pagination: Pagination; releaseWindow: ReleaseWindow | null } {
  if (Array.isArray(cached)) return { results: cached, pagination: paginationOf(page, Math.ceil(cached.length / PAGE_SIZE), cached.length), releaseWindow: null };
  return { results: cached.results, pagination: paginationOf(page, cached.total_pages, cached.total_results), releaseWindow: cached.dates ?? null };
}

export function createListSlice({ set, get, service, cache, inFlight, cached }: SliceTools): MovieListSlice {
  /** Only the list asked for last may change the state: an older answer arriving late is dropped. */
  let latest = 0;

  async function loadList(source: ListSource, page: number, fetchPage: () => Promise<BrowsePage>, fallback: string) {
    const ticket = ++latest;
    const key = listCacheKey(source, page);
    const listKey = LIST_KEYS[source.kind];
    // Another list's films are not left showing while this one loads (as if they were its own); the
    // same list's are, while another of its pages loads (the page says which page it shows).
    const anotherList = listCacheKey(get().source, 1) !== listCacheKey(source, 1);
    set({ loading: true, error: null, errorStatus: null, source, ...(anotherList ? { [listKey]: [], releaseWindow: null } : {}) });
    const cached = cache.get<CachedList | RowsOnlyList>(key);
    // A film page's rows handed over with only what rows show are not enough for a list's own page.
    if (cached && !isRowsOnly(cached)) {
      const { results, pagination, releaseWindow } = cachedPage(page, cached);
      set({ [listKey]: results, pagination, releaseWindow, loading: false } as Partial<MovieState>);
      return;
    }
    try {
      // The request on its way for this key answers every asker (another store's too, and a film's
      // rows asking for the same page) with the page as the cache keeps it.
      const kept = await inFlight.run(key, async () => {
        const answer = keptList(await fetchPage());
        cache.set(key, answer, CACHE_TTL_MS.list);
        return answer;
      });
      if (ticket !== latest) return;
      const { results, pagination, releaseWindow } = cachedPage(page, kept);
      set({ [listKey]: results, pagination, releaseWindow, loading: false } as Partial<MovieState>);
    } catch (error) {
      if (ticket !== latest) return;
      set({ [listKey]: [], ...failureOf(error, fallback), pagination: EMPTY_PAGINATION, releaseWindow: null } as Partial<MovieState>);
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
    browseMovies: [],
    genres: [],
    pagination: EMPTY_PAGINATION,
    source: { kind: "popular" },
    releaseWindow: null,

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

    fetchBrowse: (source, page = 1) => loadList(source, page, () => service().browse(source, page), FALLBACK_MESSAGES.browse),

    fetchList: (source, page = 1) => {
      if (source.kind === "popular") return get().fetchPopularMovies(page);
      if (source.kind === "search") return get().searchMovies(source.query, page);
      if (source.kind === "genre") return get().fetchMoviesByGenre(source.genreId, page);
      return get().fetchBrowse(source, page);
    },

    fetchGenres: async () => {
      const kept = cache.get<Genre[]>(cacheKeys.genres());
      // Kept genres are set in the same step, so the chips never flash their empty row.
      if (kept) return set({ genres: kept });
      try {
        set({ genres: await cached(cacheKeys.genres(), CACHE_TTL_MS.genres, () => service().getGenres()) });
      } catch {
        set({ genres: [] });
      }
    },

    // The people a search found go with its films.
    clearSearch: () => set({ searchResults: [], peopleResults: null, pagination: EMPTY_PAGINATION, error: null, errorStatus: null }),

    nextPage: () => (get().pagination.hasNextPage ? loadPage(get().pagination.currentPage + 1) : Promise.resolve()),
    previousPage: () => (get().pagination.hasPreviousPage ? loadPage(get().pagination.currentPage - 1) : Promise.resolve()),
    goToPage: (page) => {
      const { totalPages, currentPage } = get().pagination;
      if (!Number.isInteger(page) || page < 1 || page > totalPages || page === currentPage) return Promise.resolve();
      return loadPage(page);
    },
  };
}
