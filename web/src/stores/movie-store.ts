import { create, type StoreApi } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { movieApi } from "../tmdb/movie-api";
import type { MovieService } from "../tmdb/movie-service";
import { InFlight } from "../tmdb/in-flight";
import { TtlCache } from "../tmdb/ttl-cache";
import { createDetailsSlice, type MovieDetailsSlice } from "./movie-details-slice";
import { createListSlice, type MovieListSlice } from "./movie-list-slice";
import { renderCurrentState } from "./server-snapshot";

export { FALLBACK_MESSAGES, PAGE_SIZE } from "./movie-store-rules";
export type { ListSource } from "./movie-list-slice";
export type { RelatedLists } from "./movie-details-slice";

export const MOVIE_STORE_NAME = "movie-store";

/**
 * Movie data for the pages, in two slices (lists; one film's details) over one cache and one set
 * of requests in flight. Every fetch follows the same rules: at its start loading becomes true and
 * the error is cleared; on success the data (and a list's pagination) is set and loading ends; on
 * failure the message is set, loading ends, the data is emptied and pagination goes back to page 1
 * of 0. Answers are kept in the cache under fixed keys for fixed lifetimes (tmdb/ttl-cache.ts).
 */
export type MovieState = MovieListSlice &
  MovieDetailsSlice & {
    loading: boolean;
    error: string | null;
    /** The HTTP status of the last failure (404 lets a page say "not found" rather than "failed"). */
    errorStatus: number | null;
    clearError: () => void;
    /** What the store holds, for a server-rendered page to hand to the browser (see adoptSnapshot). */
    snapshot: () => MovieSnapshot;
    /** Shows what another store (the server's) held. Its cache stays behind: the page already shows its answers. */
    adoptSnapshot: (snapshot: MovieSnapshot) => void;
  };

/** The data fields of the store, without its actions. */
export type MovieSnapshot = Partial<MovieState>;

/** What each slice is built with. */
export interface SliceTools {
  set: StoreApi<MovieState>["setState"];
  get: () => MovieState;
  service: () => MovieService;
  cache: TtlCache;
  inFlight: InFlight;
}

/** Kept in local storage under "movie-store" are exactly these two: the film last opened and the last search's results. */
export const persistedMovieFields = (state: MovieState) => ({ selectedMovie: state.selectedMovie, searchResults: state.searchResults });

const dataOf = (state: MovieState): MovieSnapshot => Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== "function"));

function movieStateCreator(service: () => MovieService, cache: TtlCache) {
  return (set: SliceTools["set"], get: () => MovieState): MovieState => {
    const tools: SliceTools = { set, get, service, cache, inFlight: new InFlight() };
    return {
      ...createListSlice(tools),
      ...createDetailsSlice(tools),
      loading: false,
      error: null,
      errorStatus: null,
      clearError: () => set({ error: null, errorStatus: null }),
      snapshot: () => dataOf(get()),
      adoptSnapshot: (snapshot) => set(snapshot),
    };
  };
}

/** The browser's store: its two persisted fields are kept in local storage. */
export function createMovieStore(service: () => MovieService, cache: TtlCache = new TtlCache()) {
  return create<MovieState>()(
    renderCurrentState(persist(movieStateCreator(service, cache), { name: MOVIE_STORE_NAME, storage: createJSONStorage(() => localStorage), partialize: persistedMovieFields, version: 0 })),
  );
}

/** A store for one server render: nothing is persisted, and its cache lives as long as the request. */
export function createRequestMovieStore(service: MovieService) {
  return create<MovieState>()(movieStateCreator(() => service, new TtlCache()));
}

export const useMovieStore = createMovieStore(movieApi);
