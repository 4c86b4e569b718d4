import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../tmdb/api-errors";
import { TtlCache } from "../tmdb/ttl-cache";
import { FALLBACK_MESSAGES, type MovieState } from "./movie-store";
import { movie, pageOf, storeWith } from "./scripted-movie-store";
import { useUiStore } from "./ui-store";

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ searchQuery: "" });
});

describe("the movie store", () => {
  it("sets loading and clears the error at the start of a fetch, then the list and pagination", async () => {
    const { store } = storeWith((_e, params) => pageOf(Number(params?.page)));
    store.setState({ error: "old problem" });
    const pending = store.getState().fetchPopularMovies(1);
    expect(store.getState()).toMatchObject({ loading: true, error: null });
    await pending;
    expect(store.getState()).toMatchObject({
      loading: false,
      popularMovies: [{ id: 101 }, { id: 102 }],
      pagination: { currentPage: 1, totalPages: 3, totalResults: 55, hasNextPage: true, hasPreviousPage: false },
    });
  });

  it("on failure sets the message, empties the list and resets pagination", async () => {
    let fail = false;
    const { store } = storeWith((_e, params) => {
      if (fail) throw new ApiError("Server error", 500, "/movie/popular", "SERVER_ERROR");
      return pageOf(Number(params?.page));
    });
    await store.getState().fetchPopularMovies(2);
    fail = true;
    await store.getState().fetchPopularMovies(3);
    expect(store.getState()).toMatchObject({
      loading: false,
      error: "Server error",
      popularMovies: [],
      pagination: { currentPage: 1, totalPages: 0, totalResults: 0, hasNextPage: false, hasPreviousPage: false },
    });
  });

  it.each([
    ["fetchPopularMovies", FALLBACK_MESSAGES.popular],
    ["searchMovies", FALLBACK_MESSAGES.search],
    ["fetchMoviesByGenre", FALLBACK_MESSAGES.genre],
    ["fetchMovieDetails", FALLBACK_MESSAGES.details],
  ] as const)("%s falls back to '%s' when the failure has no message", async (action, fallback) => {
    const { store } = storeWith(() => {
      throw new ApiError("", 500, "/x");
    });
    const state = store.getState();
    if (action === "searchMovies") await state.searchMovies("star");
    else if (action === "fetchMoviesByGenre") await state.fetchMoviesByGenre(28);
    else if (action === "fetchMovieDetails") await state.fetchMovieDetails(5);
    else await state.fetchPopularMovies();
    expect(store.getState().error).toBe(fallback);
  });

  it("clears the selected movie when its details fail", async () => {
    let fail = false;
    const { store } = storeWith((endpoint) => {
      if (fail) throw new ApiError("Resource not found", 404, endpoint, "NOT_FOUND");
      return endpoint.endsWith("/credits") ? { id: 1, cast: [], crew: [] } : { id: 1, title: "One" };
    });
    await store.getState().fetchMovieDetails(1);
    expect(store.getState().selectedMovie).toMatchObject({ id: 1, title: "One" });
    fail = true;
    await store.getState().fetchMovieDetails(2);
    expect(store.getState()).toMatchObject({ selectedMovie: null, error: "Resource not found", loading: false });
  });

  it("clears search instead of requesting when the query is empty or blank", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page)));
    await store.getState().searchMovies("star", 1);
    store.setState({ error: "x" });
    await store.getState().searchMovies("   ");
    expect(calls).toHaveLength(1);
    expect(store.getState()).toMatchObject({ searchResults: [], error: null, pagination: { currentPage: 1, totalPages: 0, totalResults: 0 } });
  });

  it("moves one page only when there is a next or previous page, using the search query when present", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page), 2, 40));
    await store.getState().fetchPopularMovies(1);
    await store.getState().previousPage();
    expect(calls).toHaveLength(1);
    await store.getState().nextPage();
    expect(calls.at(-1)).toEqual({ endpoint: "/movie/popular", params: { page: 2 } });
    await store.getState().nextPage();
    expect(calls).toHaveLength(2);

    useUiStore.setState({ searchQuery: "  alien " });
    await store.getState().previousPage();
    expect(calls.at(-1)).toEqual({ endpoint: "/search/movie", params: { query: "alien", page: 1, include_adult: false } });
  });

  it("goes to a page number under the same rules", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page), 3, 55));
    await store.getState().fetchPopularMovies(1);
    await store.getState().goToPage(3);
    expect(calls.at(-1)?.params).toEqual({ page: 3 });
    await store.getState().goToPage(4);
    await store.getState().goToPage(0);
    expect(calls).toHaveLength(2);
  });

  it("estimates pagination for films cached without their totals: ceil(count / 20) pages, count results", async () => {
    const cache = new TtlCache();
    cache.set("popular-movies-page-4", Array.from({ length: 21 }, (_, i) => movie(i + 1)), 60_000);
    const { store, calls } = storeWith(() => pageOf(4), cache);
    await store.getState().fetchPopularMovies(4);
    expect(calls).toHaveLength(0);
    expect(store.getState().pagination).toEqual({ currentPage: 4, totalPages: 2, totalResults: 21, hasNextPage: false, hasPreviousPage: true });
  });

  it("keeps a list's real totals with its cached films, so coming back to a page loses none", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page), 9, 170));
    await store.getState().fetchPopularMovies(2);
    await store.getState().fetchPopularMovies(3);
    await store.getState().fetchPopularMovies(2);
    expect(calls).toHaveLength(2);
    expect(store.getState().pagination).toEqual({ currentPage: 2, totalPages: 9, totalResults: 170, hasNextPage: true, hasPreviousPage: true });
  });

  it("caches lists under the spec's keys", async () => {
    const cache = new TtlCache();
    const { store } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)), cache);
    await store.getState().searchMovies("Star Wars", 2);
    await store.getState().fetchMoviesByGenre(28, 1);
    expect(cache.has("search-star wars-page-2")).toBe(true);
    expect(cache.has("genre-28-page-1")).toBe(true);
  });

  it("fetches similar films and recommendations without touching loading or error, [] on failure", async () => {
    const { store } = storeWith((endpoint) => {
      if (endpoint.endsWith("/recommendations")) throw new ApiError("Server error", 500, endpoint);
      return pageOf(1);
    });
    store.setState({ loading: true, error: "kept" });
    await expect(store.getState().fetchSimilarMovies(7)).resolves.toHaveLength(2);
    await expect(store.getState().fetchRecommendations(7)).resolves.toEqual([]);
    expect(store.getState()).toMatchObject({ loading: true, error: "kept" });
  });

  it("keeps exactly selectedMovie and searchResults in local storage under 'movie-store'", async () => {
    const { store } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)));
    await store.getState().fetchPopularMovies(1);
    await store.getState().searchMovies("star", 1);
    const saved = JSON.parse(localStorage.getItem("movie-store")!) as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual(["searchResults", "selectedMovie"]);
  });
});

describe("a lookahead store", () => {
  it("fetches into the shared cache without changing what the browser's store shows, and shares requests on their way", async () => {
    const cache = new TtlCache();
    const { store, calls } = storeWith((endpoint) => (endpoint.endsWith("/credits") ? { id: 9, cast: [], crew: [] } : { id: 9, title: "Nine" }), cache);
    store.setState({ loading: false, error: "kept", selectedMovie: null });
    const ahead = store.lookahead();
    const looking = ahead.fetchMovieDetails(9);
    // The browser's store, asked while the lookahead's requests are on their way, sends none of its own.
    const showing = store.getState().fetchMovieDetails(9);
    expect(store.getState()).toMatchObject({ loading: true, selectedMovie: null });
    await Promise.all([looking, showing]);
    // Details, credits, keywords: once.
    expect(calls).toHaveLength(3);
    expect(store.getState().selectedMovie).toMatchObject({ id: 9, title: "Nine" });
  });

  it("leaves the browser's store as it was, and its answers kept for the next load", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)));
    await store.getState().fetchPopularMovies(1);
    const before = store.getState();
    await store.lookahead().fetchPopularMovies(2);
    expect(store.getState()).toBe(before);
    expect(calls).toHaveLength(2);
    await store.getState().fetchPopularMovies(2);
    expect(calls).toHaveLength(2);
    expect(store.getState().pagination.currentPage).toBe(2);
  });
});

describe("a lookahead store and the page's own load", () => {
  it("share one request for a film's similar films, and the list's page gets its totals from it", async () => {
    const { store, calls } = storeWith(() => pageOf(1, 4, 70));
    const ahead = store.lookahead().fetchRelated(7);
    const page = store.getState().fetchBrowse({ kind: "related", movieId: 7, list: "similar" }, 1);
    await Promise.all([ahead, page]);
    expect(calls.filter((call) => call.endpoint.endsWith("/similar"))).toHaveLength(1);
    expect(store.getState().pagination).toMatchObject({ currentPage: 1, totalPages: 4, totalResults: 70, hasNextPage: true });
  });
});

describe("one owner per request", () => {
  it("shares a request already on its way instead of sending it twice", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page), 9, 170));
    await Promise.all([store.getState().fetchPopularMovies(1), store.getState().fetchPopularMovies(1), store.getState().fetchGenres(), store.getState().fetchGenres()]);
    expect(calls.map((c) => c.endpoint)).toEqual(["/movie/popular", "/genre/movie/list"]);
    expect(store.getState().pagination).toMatchObject({ currentPage: 1, totalPages: 9, totalResults: 170 });
  });

  it("drops an older list's answer that arrives after a newer list was asked for", async () => {
    let releasePopular: () => void = () => undefined;
    const { store } = storeWith((endpoint, params) => {
      if (endpoint === "/movie/popular") return new Promise((resolve) => (releasePopular = () => resolve(pageOf(1))));
      return pageOf(Number(params?.page), 4, 70);
    });
    const popular = store.getState().fetchPopularMovies(1);
    await store.getState().fetchMoviesByGenre(18, 1);
    releasePopular();
    await popular;
    expect(store.getState()).toMatchObject({ source: { kind: "genre", genreId: 18 }, popularMovies: [], pagination: { totalPages: 4 }, loading: false });
  });

  it("keeps a film's related rows in the store, the same arrays when asked again", async () => {
    const { store, calls } = storeWith(() => pageOf(1));
    await store.getState().fetchRelated(238);
    const first = store.getState().related;
    expect(first).toMatchObject({ movieId: 238, similar: pageOf(1).results });
    await store.getState().fetchRelated(238);
    expect(store.getState().related).toBe(first);
    expect(calls).toHaveLength(2);
  });
});

describe("answers handed over (a server render's, to the browser)", () => {
  it("let the same fetches in another store end in the same state, real pagination included, without a request", async () => {
    const server = storeWith((endpoint) => (endpoint === "/genre/movie/list" ? { genres: [{ id: 18, name: "Drama" }] } : pageOf(1, 163, 3252)));
    await Promise.all([server.store.getState().fetchPopularMovies(1), server.store.getState().fetchGenres()]);
    const browser = storeWith(() => {
      throw new Error("not expected");
    });
    browser.store.getState().adoptCachedAnswers(JSON.parse(JSON.stringify(server.store.getState().cachedAnswers())) as ReturnType<MovieState["cachedAnswers"]>);
    await Promise.all([browser.store.getState().fetchPopularMovies(1), browser.store.getState().fetchGenres()]);
    expect(browser.calls).toEqual([]);
    expect(browser.store.getState()).toMatchObject({ popularMovies: pageOf(1).results, pagination: { currentPage: 1, totalPages: 163, totalResults: 3252, hasNextPage: true }, genres: [{ id: 18, name: "Drama" }], loading: false, error: null });
  });

  it("carry a film's details and related rows", async () => {
    const server = storeWith((endpoint) => {
      if (endpoint.endsWith("/credits")) return { id: 238, cast: [], crew: [] };
      if (endpoint.endsWith("/similar") || endpoint.endsWith("/recommendations")) return pageOf(1);
      return { id: 238, title: "The Godfather" };
    });
    await Promise.all([server.store.getState().fetchMovieDetails(238), server.store.getState().fetchRelated(238)]);
    const browser = storeWith(() => {
      throw new Error("not expected");
    });
    browser.store.getState().adoptCachedAnswers(server.store.getState().cachedAnswers());
    await Promise.all([browser.store.getState().fetchMovieDetails(238), browser.store.getState().fetchRelated(238)]);
    expect(browser.calls).toEqual([]);
    expect(browser.store.getState().selectedMovie).toMatchObject({ id: 238, title: "The Godfather" });
    expect(browser.store.getState().related).toMatchObject({ movieId: 238, similar: pageOf(1).results });
  });
});

describe("browse lists", () => {
  it("keeps each source's pages with their totals, and a related list's first page is the details page's row", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)));
    await store.getState().fetchRelated(238);
    const sentForRows = calls.length;
    await store.getState().fetchBrowse({ kind: "related", movieId: 238, list: "similar" });
    // Page 1 of "See all" came from the row's answer, with the list's real number of pages.
    expect(calls).toHaveLength(sentForRows);
    expect(store.getState()).toMatchObject({ source: { kind: "related" }, browseMovies: [{ id: 101 }, { id: 102 }], pagination: { currentPage: 1, totalPages: 3 } });
    await store.getState().fetchBrowse({ kind: "discover", query: "with_genres=18" }, 2);
    await store.getState().fetchBrowse({ kind: "list", list: "upcoming" }, 2);
    await store.getState().fetchBrowse({ kind: "discover", query: "with_genres=18" }, 2);
    expect(calls.slice(sentForRows).map((call) => call.endpoint)).toEqual(["/discover/movie", "/movie/upcoming"]);
    expect(store.getState()).toMatchObject({ source: { kind: "discover", query: "with_genres=18" }, browseMovies: [{ id: 201 }, { id: 202 }], pagination: { currentPage: 2, totalPages: 3 } });
  });
});

describe("a list of one genre", () => {
  it("is kept apart from its whole list and from the genre's popular films, each source loaded by fetchList", async () => {
    const { store, calls } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)));
    const sources = [{ kind: "list", list: "top_rated", genreId: 18 }, { kind: "list", list: "top_rated" }, { kind: "genre", genreId: 18 }] as const;
    for (const source of sources) await store.getState().fetchList(source, 2);
    for (const source of sources) await store.getState().fetchList(source, 2);
    expect(calls.map((call) => `${call.endpoint} ${JSON.stringify(call.params)}`)).toEqual([
      '/discover/movie {"with_genres":18,"vote_count.gte":300,"sort_by":"vote_average.desc","page":2,"include_adult":false}',
      '/movie/top_rated {"page":2}',
      '/discover/movie {"with_genres":18,"page":2,"sort_by":"popularity.desc","include_adult":false}',
    ]);
    expect(store.getState()).toMatchObject({ source: { kind: "genre", genreId: 18 }, genreMovies: [{ id: 201 }, { id: 202 }] });
  });

  it("shows none of another list's films while it loads, and keeps its own while another of its pages loads", async () => {
    const { store } = storeWith((_e, params) => pageOf(Number(params?.page ?? 1)));
    await store.getState().fetchList({ kind: "list", list: "top_rated", genreId: 37 }, 1);
    const upcoming = store.getState().fetchList({ kind: "list", list: "upcoming" }, 1);
    expect(store.getState()).toMatchObject({ loading: true, source: { kind: "list", list: "upcoming" }, browseMovies: [] });
    await upcoming;
    const next = store.getState().fetchList({ kind: "list", list: "upcoming" }, 2);
    expect(store.getState()).toMatchObject({ loading: true, browseMovies: [{ id: 101 }, { id: 102 }] });
    await next;
  });
});

describe("a dated list's release window", () => {
  const window = { minimum: "2014-03-05", maximum: "2014-04-02" };
  const answer = (endpoint: string, params?: { page?: unknown }) => (endpoint === "/movie/now_playing" ? { ...pageOf(Number(params?.page ?? 1)), dates: window } : pageOf(Number(params?.page ?? 1)));

  it("is the one its page names, of one genre too; none for other lists; handed over with the page", async () => {
    const server = storeWith(answer);
    await server.store.getState().fetchList({ kind: "list", list: "now_playing" }, 2);
    expect(server.store.getState().releaseWindow).toEqual(window);
    await server.store.getState().fetchList({ kind: "list", list: "now_playing", genreId: 18 }, 1);
    expect(server.store.getState().releaseWindow).toEqual(window);
    await server.store.getState().fetchList({ kind: "list", list: "top_rated" }, 1);
    expect(server.store.getState().releaseWindow).toBeNull();

    const browser = storeWith(() => {
      throw new Error("not expected");
    });
    browser.store.getState().adoptCachedAnswers(JSON.parse(JSON.stringify(server.store.getState().cachedAnswers())) as ReturnType<MovieState["cachedAnswers"]>);
    await browser.store.getState().fetchList({ kind: "list", list: "now_playing" }, 2);
    expect(browser.store.getState()).toMatchObject({ releaseWindow: window, pagination: { currentPage: 2 } });
  });

  it("is none while another list loads, and none after a failure", async () => {
    let fail = false;
    const { store } = storeWith((endpoint, params) => {
      if (fail) throw new ApiError("Server error", 500, endpoint);
      return answer(endpoint, params);
    });
    await store.getState().fetchList({ kind: "list", list: "now_playing" }, 1);
    const upcoming = store.getState().fetchList({ kind: "list", list: "upcoming" }, 1);
    expect(store.getState().releaseWindow).toBeNull();
    await upcoming;
    await store.getState().fetchList({ kind: "list", list: "now_playing" }, 1);
    expect(store.getState().releaseWindow).toEqual(window);
    fail = true;
    await store.getState().fetchList({ kind: "list", list: "now_playing" }, 3);
    expect(store.getState()).toMatchObject({ error: "Server error", releaseWindow: null });
  });
});

describe("answers a page shows whole", () => {
  const request = (id: number) => ({ slot: "collection", key: `collection-${id}`, ttlMs: 60_000, fetch: () => (id === 0 ? Promise.reject(new ApiError("Not found", 404, "/collection/0")) : Promise.resolve({ id })), fallback: "Failed" });

  it("puts the last request's answer in its slot, a failure with its status, and asks once for a kept answer", async () => {
    const { store } = storeWith(() => ({}));
    let asked = 0;
    const counted = { ...request(1), fetch: () => ((asked += 1), Promise.resolve({ id: 1 })) };
    await Promise.all([store.getState().show(counted), store.getState().show(counted)]);
    expect(store.getState().shown.collection).toEqual({ key: "collection-1", value: { id: 1 }, error: null, errorStatus: null });
    await store.getState().show(counted);
    expect(asked).toBe(1);
    await store.getState().show(request(0));
    expect(store.getState().shown.collection).toEqual({ key: "collection-0", value: null, error: "Not found", errorStatus: 404 });
    // An older request answering late does not replace the last one's answer.
    let finish: (value: { id: number }) => void = () => undefined;
    const slow = store.getState().show({ ...request(2), fetch: () => new Promise<{ id: number }>((resolve) => (finish = resolve)) });
    await store.getState().show(request(3));
    finish({ id: 2 });
    await slow;
    expect(store.getState().shown.collection?.key).toBe("collection-3");
  });

  it("answers a question already answered from the cache, and shares one on its way", async () => {
    const { store, calls } = storeWith(() => ({ page: 1, results: [], total_pages: 0, total_results: 0 }));
    const ask = () => store.getState().answer("multi-godfa", 60_000, (service) => service.searchMulti("godfa"));
    await Promise.all([ask(), ask()]);
    await ask();
    expect(calls).toEqual([{ endpoint: "/search/multi", params: { query: "godfa", include_adult: false } }]);
  });
});
