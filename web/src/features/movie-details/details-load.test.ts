import { describe, expect, it } from "vitest";
import { pageOf, storeWith } from "../../stores/scripted-movie-store";
import { handOverMovieDetails } from "./details-load";

describe("what a film's first view hands over", () => {
  it("from a film's page carry its rows with only what rows show; the list's own page asks for it whole", async () => {
    const withOverviews = (page: number) => ({ ...pageOf(page), results: pageOf(page).results.map((film) => ({ ...film, overview: "A long story about families and loyalty." })) });
    const server = storeWith((endpoint) => (endpoint.endsWith("/similar") || endpoint.endsWith("/recommendations") ? withOverviews(1) : { id: 238, title: "The Godfather" }));
    await Promise.all([server.store.getState().fetchMovieDetails(238), server.store.getState().fetchRelated(238)]);
    const answers = handOverMovieDetails(server.store.getState().cachedAnswers(), { params: { id: "238" } });
    expect(JSON.stringify(answers)).not.toContain("A long story");

    const browser = storeWith((_endpoint, params) => withOverviews(Number(params?.page ?? 1)));
    browser.store.getState().adoptCachedAnswers(answers);
    await browser.store.getState().fetchRelated(238);
    // The film's rows come from what was handed over, and show the same films.
    expect(browser.calls).toEqual([]);
    expect(browser.store.getState().related?.similar).toEqual(pageOf(1).results.map(({ id, title, poster_path, release_date }) => ({ id, title, poster_path, release_date })));
    // "See all" shows each film's overview: it asks for the page, and then keeps it whole.
    await browser.store.getState().fetchBrowse({ kind: "related", movieId: 238, list: "similar" });
    expect(browser.calls.map((call) => call.endpoint)).toEqual(["/movie/238/similar"]);
    expect(browser.store.getState().browseMovies[0]?.overview).toBe("A long story about families and loyalty.");
    await browser.store.getState().fetchSimilarMovies(238);
    expect(browser.calls).toHaveLength(1);
  });
});
