import { describe, expect, it } from "vitest";
import { ApiError } from "../tmdb/api-errors";
import { storeWith } from "./scripted-movie-store";

const person = (id: number) => ({ id, name: `Person ${id}`, profile_path: null, known_for_department: "Acting", known_for: [], popularity: 1, adult: false, gender: 0 });
/** A search's people, 45 of them in pages of 20, as TMDB pages them. */
const peoplePage = (page: number) => ({ page, results: Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => person((page - 1) * 20 + i + 1)), total_pages: 3, total_results: 45 });

describe("a search's people", () => {
  it("come a page at a time: each further page is added to those shown, a person already shown not twice", async () => {
    const { store, calls } = storeWith((_endpoint, params) => {
      const page = Number(params?.page);
      // The catalog's order moved between pages: the second page begins with the first page's last person.
      return page === 2 ? { ...peoplePage(2), results: [person(20), ...peoplePage(2).results.slice(1)] } : peoplePage(page);
    });
    await store.getState().searchPeople("tom");
    expect(store.getState().peopleResults).toMatchObject({ query: "tom", totalResults: 45, totalPages: 3, pagesLoaded: 1, more: "idle" });
    const loading = store.getState().morePeople();
    expect(store.getState().peopleResults?.more).toBe("loading");
    await loading;
    expect(store.getState().peopleResults?.results.map((p) => p.id)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), ...Array.from({ length: 19 }, (_, i) => i + 22)]);
    await store.getState().morePeople();
    expect(store.getState().peopleResults).toMatchObject({ pagesLoaded: 3, more: "idle" });
    expect(store.getState().peopleResults?.results).toHaveLength(44);
    // No page past the last is asked for.
    await store.getState().morePeople();
    expect(calls.filter((call) => call.endpoint === "/search/person").map((call) => call.params?.page)).toEqual([1, 2, 3]);
    // The same search again (Back to it) keeps the pages it brought.
    await store.getState().searchPeople("tom");
    expect(store.getState().peopleResults?.results).toHaveLength(44);
  });

  it("say a further page failed and keep those shown; a new search meanwhile takes no late page", async () => {
    let failing = true;
    const { store } = storeWith((_endpoint, params) => {
      if (Number(params?.page) === 2 && failing) throw new ApiError("Server error", 500, "/search/person");
      return peoplePage(Number(params?.page));
    });
    await store.getState().searchPeople("tom");
    await store.getState().morePeople();
    expect(store.getState().peopleResults).toMatchObject({ pagesLoaded: 1, more: "failed" });
    expect(store.getState().peopleResults?.results).toHaveLength(20);
    failing = false;
    const late = store.getState().morePeople();
    await store.getState().searchPeople("anna");
    await late;
    expect(store.getState().peopleResults).toMatchObject({ query: "anna", pagesLoaded: 1, more: "idle" });
    expect(store.getState().peopleResults?.results).toHaveLength(20);
  });
});
