import type { Movie, MovieDetails, Paginated, RowFilm } from "../tmdb/entities";
import { CACHE_TTL_MS, cacheKeys } from "../tmdb/ttl-cache";
import type { MovieDetailsSlice, SliceTools } from "./movie-state";
import { EMPTY_PAGINATION } from "../tmdb/entities";
import { FALLBACK_MESSAGES, failureOf, isRowsOnly, keptList, type KeptList, type RowsOnlyList } from "./movie-store-rules";

export function createDetailsSlice({ set, get, service, cache, cached }: SliceTools): MovieDetailsSlice {
  let latest = 0;

  /** The film's details from the cache, from the request already on its way, or from a new one (then cached). */
  const details = (movieId: number) => cached(cacheKeys.details(movieId), CACHE_TTL_MS.details, () => service().getMovieDetails(movieId));

  let latestRelated = 0;

  /**
   * A related list's page, fetched on a miss; null when the fetch fails. Kept as every list page is
   * (with its totals), so its "See all" page finds the row's first page in the cache. A page with
   * only what rows show (a film page's first view hands its rows over so) counts as a miss here.
   */
  async function relatedList<T extends Movie>(key: string, fetchPage: () => Promise<Paginated<T>>): Promise<T[] | null> {
    try {
      return (await cached<KeptList<T>>(key, CACHE_TTL_MS.list, async () => keptList(await fetchPage()), (kept) => !isRowsOnly(kept))).results;
    } catch {
      return null;
    }
  }
  /** A related list's first page as its row shows it: whatever the cache holds, rows only or whole. */
  async function rowFilms(key: string, fetchPage: () => Promise<Paginated<Movie>>): Promise<RowFilm[] | null> {
    return cache.get<KeptList<Movie> | RowsOnlyList>(key)?.results ?? relatedList(key, fetchPage);
  }
  const similarPage = (movieId: number, page: number) => () => service().getSimilarMovies(movieId, page);
  const recommendationPage = (movieId: number, page: number) => () => service().getRecommendations(movieId, page);
  const similarList = (movieId: number, page: number) => relatedList(cacheKeys.similar(movieId, page), similarPage(movieId, page));
  const recommendationList = (movieId: number, page: number) => relatedList(cacheKeys.recommendations(movieId, page), recommendationPage(movieId, page));

  return {
    selectedMovie: null,
    related: null,

    fetchMovieDetails: async (movieId) => {
      const ticket = ++latest;
      set({ loading: true, error: null, errorStatus: null });
      // A cached film is shown in the same step, so the page never flashes its loading state.
      const cachedMovie = cache.get<MovieDetails>(cacheKeys.details(movieId));
      if (cachedMovie) {
        set({ selectedMovie: cachedMovie, loading: false });
        return;
      }
      try {
        const movie = await details(movieId);
        if (ticket === latest) set({ selectedMovie: movie, loading: false });
      } catch (error) {
        if (ticket === latest) set({ selectedMovie: null, ...failureOf(error, FALLBACK_MESSAGES.details), pagination: EMPTY_PAGINATION });
      }
    },

    fetchSimilarMovies: async (movieId, page = 1) => (await similarList(movieId, page)) ?? [],

    fetchRecommendations: async (movieId, page = 1) => (await recommendationList(movieId, page)) ?? [],

    fetchRelated: async (movieId) => {
      // Only the film asked for last may change the rows: another's answers arriving late are dropped.
      const ticket = ++latestRelated;
      if (get().related?.movieId !== movieId) set({ related: null });
      const [similar, recommendations] = await Promise.all([
        rowFilms(cacheKeys.similar(movieId, 1), similarPage(movieId, 1)),
        rowFilms(cacheKeys.recommendations(movieId, 1), recommendationPage(movieId, 1)),
      ]);
      if (ticket !== latestRelated) return;
      const failed = { similar: similar === null, recommendations: recommendations === null };
      // Arrays already shown are kept as they are, so a page showing them renders nothing new.
      const shown = get().related;
      if (shown?.movieId === movieId && shown.similar === similar && shown.recommendations === recommendations) return;
      set({ related: { movieId, similar: similar ?? [], recommendations: recommendations ?? [], failed } });
    },
  };
}
