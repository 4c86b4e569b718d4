import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { movieApi } from "../tmdb/movie-api";
import type { MovieService } from "../tmdb/movie-service";
import { InFlight } from "../tmdb/in-flight";
import { TtlCache } from "../tmdb/ttl-cache";
import { createDetailsSlice } from "./movie-details-slice";
import { createListSlice } from "./movie-list-slice";
import { createPeopleSlice } from "./people-slice";
import { createAnswersSlice } from "./answers-slice";
import type { MovieState, SliceTools } from "./movie-state";
import { renderCurrentState } from "./server-snapshot";

export { FALLBACK_MESSAGES, PAGE_SIZE } from "./movie-store-rules";
export type { AnswerRequest, BrowseSource, ListSource, MovieListName, MovieState, PeopleResults, PersonView, RelatedLists, ShownAnswer } from "./movie-state";

export const MOVIE_STORE_NAME = "movie-store";

/** Kept in local storage under "movie-store" are exactly these two: the film last opened and the last search's results. */
export const persistedMovieFields = (state: MovieState) => ({ selectedMovie: state.selectedMovie, searchResults: state.searchResults });

/** The store's data, without its actions: what a server render shows. */
export const movieDataOf = (state: MovieState): Partial<MovieState> => Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== "function"));

function movieStateCreator(service: () => MovieService, cache: TtlCache) {
  return (set: SliceTools["set"], get: () => MovieState): MovieState => {
    const inFlight = new InFlight();
    const cached = <T,>(key: string, ttlMs: number, fetch: () => Promise<T>, enough: (kept: unknown) => boolean = () => true): T | Promise<T> => {
      const kept = cache.get<T>(key);
      if (kept !== undefined && enough(kept)) return kept;
      return inFlight.run(key, async () => {
        const value = await fetch();
        cache.set(key, value, ttlMs);
        return value;
      });
    };
    const tools: SliceTools = { set, get, service, cache, inFlight, cached };
    return {
      ...createListSlice(tools),
      ...createDetailsSlice(tools),
      ...createPeopleSlice(tools),
      ...createAnswersSlice(tools),
      loading: false,
      error: null,
      errorStatus: null,
      clearError: () => set({ error: null, errorStatus: null }),
      cachedAnswers: () => cache.entries(),
      adoptCachedAnswers: (entries) => cache.seed(entries),
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
