import { CACHE_TTL_MS, cacheKeys } from "../tmdb/ttl-cache";
import { isSearchable } from "../tmdb/request-checks";
import type { OftenWithPerson, Paginated, PersonPage, PersonSearchResult } from "../tmdb/entities";
import type { PeopleSlice, SliceTools } from "./movie-state";

export type PeopleActions = Pick<PeopleSlice, "fetchPerson" | "searchPeople" | "morePeople">;
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
        // The same search shown already keeps what it shows, the pages "Show more" brought too.
        if (shown?.query === trimmed && !shown.failed && shown.results.slice(0, found.results.length).every((person, index) => person === found.results[index])) return;
        set({ peopleResults: { query: trimmed, results: found.results, totalResults: found.total_results, totalPages: found.total_pages, pagesLoaded: 1, failed: false, more: "idle" } });
      } catch {
        if (ticket === latestSearch) set({ peopleResults: { query: trimmed, results: [], totalResults: 0, totalPages: 0, pagesLoaded: 0, failed: true, more: "idle" } });
      }
    },

    morePeople: async () => {
      const shown = get().peopleResults;
      if (!shown || shown.more === "loading" || shown.pagesLoaded >= shown.totalPages) return;
      const ticket = latestSearch;
      const page = shown.pagesLoaded + 1;
      set({ peopleResults: { ...shown, more: "loading" } });
      // Only the search still shown, with no other page added meanwhile, takes the answer.
      const stillShown = () => ticket === latestSearch && get().peopleResults?.query === shown.query && get().peopleResults?.pagesLoaded === shown.pagesLoaded;
      try {
        const found = await cached<Paginated<PersonSearchResult>>(cacheKeys.searchPeople(shown.query, page), CACHE_TTL_MS.list, () => service().searchPeople(shown.query, page));
        if (!stillShown()) return;
        // A person already shown (the catalog's order moved between pages) is not listed twice.
        const known = new Set(shown.results.map((person) => person.id));
        set({ peopleResults: { ...shown, results: [...shown.results, ...found.results.filter((person) => !known.has(person.id))], pagesLoaded: page, more: "idle" } });
      } catch {
        if (stillShown()) set({ peopleResults: { ...shown, more: "failed" } });
      }
    },
  };
}
