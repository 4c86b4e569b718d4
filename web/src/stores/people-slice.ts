import type { PeopleSlice, SliceTools } from "./movie-state";
import { createPeopleActions } from "./people-actions";

/**
 * People's pages and the people a search finds. Their code is part of the app's first script: a
 * search and a person's page ask for it as soon as they run, and loading it on demand was one more
 * request on each (docs/decisions/043).
 */
export function createPeopleSlice(tools: SliceTools): PeopleSlice {
  const { fetchPerson, searchPeople, morePeople } = createPeopleActions(tools);
  return { person: null, peopleResults: null, fetchPerson, searchPeople, morePeople };
}
