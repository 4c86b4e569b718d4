import { MESSAGES } from "../tmdb/api-errors";
import type { PeopleSlice, SliceTools } from "./movie-state";
import type { PeopleActions } from "./people-actions";

/**
 * People's pages and the people a search finds. The actions' code loads the first time one is
 * used (a person's page, a search), not with every page: the first load's script budget is for
 * what every page needs. Code that cannot load fails the person's page as a network error would.
 */
export function createPeopleSlice(tools: SliceTools): PeopleSlice {
  let actions: Promise<PeopleActions> | undefined;
  const load = () =>
    (actions ??= import("./people-actions").then(
      ({ createPeopleActions }) => createPeopleActions(tools),
      (error: unknown) => {
        actions = undefined;
        throw error;
      },
    ));
  return {
    person: null,
    peopleResults: null,
    fetchPerson: (personId) =>
      load().then(
        (loaded) => loaded.fetchPerson(personId),
        () => tools.set({ person: { personId, status: "failed", page: null, oftenWith: null, error: MESSAGES.network, errorStatus: null } }),
      ),
    searchPeople: (query) =>
      load().then(
        (loaded) => loaded.searchPeople(query),
        () => tools.set({ peopleResults: { query: query.trim(), results: [], totalResults: 0, failed: true } }),
      ),
  };
}
