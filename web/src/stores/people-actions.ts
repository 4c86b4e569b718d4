import { CACHE_TTL_MS, cacheKeys } from "../tmdb/ttl-cache";
import { isSearchable } from "../tmdb/request-checks";
import type { OftenWithPerson, Paginated, PersonPage, PersonSearchResult } from "../tmdb/entities";
import type { PeopleSlice, SliceTools } from "./movie-state";

export type PeopleActions = Pick<PeopleSlice, "fetchPerson" | "searchPeople">;
import { failureOf } from "./movie-store-rules";

const FALLBACK_PERSON_MESSAGE = "Failed to fetch person details";

/** What people's pages and a search's people section do, over the same cache and requests in flight as the films (see ./people-slice.ts). */
export function createPeopleActions({ set, get, service, cached }: SliceTools): PeopleActions {
  let latestPerson = 0;
  let latestSearch = 0;

  return {
    fetchPerson: async (personId) => {
      // Only the person asked for last may change the page: another's answers arriving late are dropped.
      const ticket = ++latestPerson;
      const shown = get().person;
      if (shown?.personId !== personId || shown.status === "failed") {
        set({ person: { personId, status: "loading", page: null, oftenWith: null, error: null, errorStatus: null } });
      }
      const often = Promise.resolve(cached<OftenWithPerson[]>(cacheKeys.oftenWith(personId), CACHE_TTL_MS.details, () => service().getOftenWith(personId))).catch(() => null);
      try {
        const [page, oftenWith] = await Promise.all([cached<PersonPage>(cacheKeys.person(personId), CACHE_TTL_MS.details, () => service().getPerson(personId)), often]);
        if (ticket !== latestPerson) return;
        const current = get().person;
        // The same answers already shown leave the page as it is, so it renders nothing new.
        if (current?.status === "ready" && current.page === page && current.oftenWith === oftenWith) return;
        set({ person: { personId, status: "ready", page, oftenWith, error: null, errorStatus: null } });
      } catch (error) {
        if (ticket !== latestPerson) return;
        const { error: message, errorStatus } = failureOf(error, FALLBACK_PERSON_MESSAGE);
        set({ person: { personId, status: "failed", page: null, oftenWith: null, error: message, errorStatus } });
      }
    },

    searchPeople: async (query) => {
      const ticket = ++latestSearch;
      const trimmed = query.trim();
      if (!isSearchable(trimmed)) {
        set({ peopleResults: null });
        return;
      }
      try {
        const found = await cached<Paginated<PersonSearchResult>>(cacheKeys.searchPeople(trimmed), CACHE_TTL_MS.list, () => service().searchPeople(trimmed));
        if (ticket !== latestSearch) return;
        const shown = get().peopleResults;
        if (shown?.query === trimmed && shown.results === found.results) return;
        set({ peopleResults: { query: trimmed, results: found.results, totalResults: found.total_results, failed: false } });
      } catch {
        if (ticket === latestSearch) set({ peopleResults: { query: trimmed, results: [], totalResults: 0, failed: true } });
      }
    },
  };
}
