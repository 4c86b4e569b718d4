import { describe, expect, it } from "vitest";
import { useAuthStore } from "../../auth/auth-store";
import { useMovieStore } from "../../stores/movie-store";
import { answerForThisPerson, listAnswer, listKeyBase, readListAddress, summaryForThisPerson } from "./list-answer";
import { useListMarks } from "../../lists/list-marks";
import { createMovieService } from "../../tmdb/movie-service";

describe("a list page's address", () => {
  it("names one of the four lists, a sort (added unless told) and a page", () => {
    expect(readListAddress("watchlist", new URLSearchParams())).toEqual({ list: "watchlist", sort: "added", page: 1 });
    expect(readListAddress("ratings", new URLSearchParams("sort=rating&page=3"))).toEqual({ list: "ratings", sort: "rating", page: 3 });
    expect(readListAddress("seen", new URLSearchParams("sort=colour&page=-2"))).toEqual({ list: "seen", sort: "added", page: 1 });
    expect(readListAddress("wishlist", new URLSearchParams())).toBeUndefined();
    // The list's name as people read it, in any case.
    expect(readListAddress("favourites", new URLSearchParams("sort=title"))).toEqual({ list: "favorites", sort: "title", page: 1 });
    expect(readListAddress("Favourites", new URLSearchParams())).toEqual({ list: "favorites", sort: "added", page: 1 });
    expect(readListAddress("Watchlist", new URLSearchParams())).toEqual({ list: "watchlist", sort: "added", page: 1 });
    expect(readListAddress(undefined, new URLSearchParams())).toBeUndefined();
  });

  it("is asked for afresh whenever the lists may have changed, in each sort's own order", async () => {
    const address = { list: "watchlist" as const, sort: "title" as const, page: 2 };
    useListMarks.setState({ generation: 0 });
    const first = listAnswer(address);
    expect(first.key).toBe(`${listKeyBase(address)}-g0`);
    useListMarks.setState({ generation: 3 });
    expect(listAnswer(address).key).toBe("me-watchlist-title-page-2-g3");
    // The real service over a scripted transport: what the list page asks the server for.
    const asked: string[] = [];
    const me = <T,>(path: string) => (asked.push(path), Promise.resolve({ list: "watchlist", page: 2, results: [], total_pages: 2, total_results: 21 } as T));
    const page = await first.fetch(createMovieService(() => Promise.reject(new Error("no catalog here")), me));
    expect(asked).toEqual(["/lists/watchlist?sort=title&order=asc&page=2"]);
    expect(page).toMatchObject({ total_results: 21 });
  });
});

describe("in a tab where someone else signs in", () => {
  it("what was read of the previous person's lists is never shown or asked for again", () => {
    const ada = { id: "ada", name: "Ada", email: "ada@example.com", imageUrl: null };
    useAuthStore.getState().setSignedIn(ada);
    useListMarks.setState({ films: { 238: { movie_id: 238, watchlist: true, favorites: false, rating: null, seen: [] } }, generation: 2 });
    const adasPage = { key: "me-watchlist-added-page-1-g2", value: { list: "watchlist", page: 1, results: [], total_pages: 0, total_results: 0 }, error: null, errorStatus: null };
    useMovieStore.setState({ shown: { myList: adasPage, collection: adasPage } });
    useAuthStore.getState().setSignedIn({ ...ada, id: "grace", email: "grace@example.com" });
    expect(useListMarks.getState()).toEqual({ films: {}, generation: 3 });
    expect(useMovieStore.getState().shown).toEqual({ collection: adasPage });
    useAuthStore.getState().setSignedOut();
    expect(useListMarks.getState().generation).toBe(4);
  });

  it("a reading of the previous person's list that lands after the switch is not shown; the new person's are, older ones too while a newer is on its way", () => {
    const address = { list: "watchlist" as const, sort: "added" as const, page: 1 };
    const base = listKeyBase(address);
    const page = (generation: number) => ({ key: `${base}-g${generation}`, value: { list: "watchlist" as const, page: 1, results: [], total_pages: 0, total_results: 0 }, error: null, errorStatus: null });
    const summary = (generation: number) => ({ key: `me-summary-g${generation}`, value: { watchlist: 1, favorites: 0, seen: 0, ratings: 0 }, error: null, errorStatus: null });
    useAuthStore.getState().setSignedIn({ id: "ada", name: "Ada", email: "ada@example.com", imageUrl: null });
    const adas = useListMarks.getState().generation;
    expect(answerForThisPerson(page(adas), base)).toEqual(page(adas));
    useAuthStore.getState().setSignedIn({ id: "grace", name: "Grace", email: "grace@example.com", imageUrl: null });
    expect(answerForThisPerson(page(adas), base)).toBeUndefined();
    expect(summaryForThisPerson(summary(adas))).toBeUndefined();
    const graces = useListMarks.getState().generation;
    useListMarks.setState({ generation: graces + 1 }); // Grace changed a film: her list is read again
    expect(answerForThisPerson(page(graces), base)).toEqual(page(graces));
    expect(summaryForThisPerson(summary(graces))).toEqual(summary(graces));
    expect(answerForThisPerson(page(graces), listKeyBase({ ...address, page: 10 }))).toBeUndefined();
  });
});
