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

/** Where a store keeps its answers and shares the requests on their way (a lookahead store shares its browser store's). */
interface Answers {
  cache: TtlCache;
  inFlight: InFlight;
}

const newAnswers = (): Answers => ({ cache: new TtlCache(), inFlight: new InFlight() });

function movieStateCreator(service: () => MovieService, { cache, inFlight }: Answers) {
  return (set: SliceTools["set"], get: () => MovieState): MovieState => {
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

/**
 * The browser's store: its two persisted fields are kept in local storage. `lookahead()` answers a
 * store that shares its answers (kept ones and those on their way) but whose state nobody shows:
 * a page's load run against it fetches what that page will show without changing the page shown,
 * and the page's own load then finds every answer kept (lib/page-on-intent.ts).
 */
export function createMovieStore(service: () => MovieService, cache: TtlCache = new TtlCache()) {
  const answers: Answers = { cache, inFlight: new InFlight() };
  const store = create<MovieState>()(
    renderCurrentState(persist(movieStateCreator(service, answers), { name: MOVIE_STORE_NAME, storage: createJSONStorage(() => localStorage), partialize: persistedMovieFields, version: 0 })),
  );
  const lookahead = (): MovieState => create<MovieState>()(movieStateCreator(service, answers)).getState();
  return Object.assign(store, { lookahead });
}

/** A store for one server render: nothing is persisted, and its cache lives as long as the request. */
export function createRequestMovieStore(service: MovieService) {
  return create<MovieState>()(movieStateCreator(() => service, newAnswers()));
}

export const useMovieStore = createMovieStore(movieApi);
