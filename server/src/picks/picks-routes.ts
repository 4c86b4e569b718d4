import type { Hono } from "hono";
import { PICKS_NEED, PICKS_PAGE_SIZE, PICKS_PAGES, type PicksPage } from "../../../common/picks";
import type { MovieDetails, MovieListItem, Paginated } from "../../../common/tmdb/wire-types";
import { NOT_A_PAGE, readPageNumber } from "../lists/list-input";
import type { ListsStore } from "../lists/lists-store";
import type { TmdbGet } from "../lists/match-films";
import { invalid, type ListsEnv } from "../lists/me-answers";
import { filmsOf, rankPicks, seedsOf, type Neighbours } from "./rank-picks";

/**
 * A seed's neighbours through the catalog's own API (the embedded catalog, or TMDB through the
 * proxy): page 1 of its recommendations and of its similar films, and its own genres.
 */
export function neighboursFrom(tmdb: TmdbGet): (movieId: number) => Promise<Neighbours> {
  const list = async (path: string): Promise<MovieListItem[]> => {
    const answer = await tmdb(path, new URLSearchParams({ page: "1" }));
    // A film the catalog no longer has, or a list TMDB could not give, has no neighbours: picks come from the others.
    return answer.status === 200 ? (answer.body as Paginated<MovieListItem>).results : [];
  };
  const genres = async (movieId: number): Promise<number[]> => {
    const answer = await tmdb(`/movie/${movieId}`, new URLSearchParams());
    return answer.status === 200 ? (answer.body as MovieDetails).genres.map((genre) => genre.id) : [];
  };
  return async (movieId) => {
    const [recommended, similar, seedGenres] = await Promise.all([list(`/movie/${movieId}/recommendations`), list(`/movie/${movieId}/similar`), genres(movieId)]);
    return { recommended, similar, seedGenres };
  };
}

/**
 * `GET /api/me/picks?page=`: films picked for the person from what they rated, favourited and saw
 * (rank-picks.ts), 20 a page, three pages at most, each with its reason; none until they have
 * rated, favourited or seen PICKS_NEED films (the answer says how many they have). Worked out
 * afresh at each request, so a new rating changes them at once.
 */
export function addPicksRoutes(routes: Hono<ListsEnv>, store: ListsStore, tmdb: TmdbGet): void {
  const neighboursOf = neighboursFrom(tmdb);
  routes.get("/api/me/picks", async (c) => {
    const page = readPageNumber(c.req.query("page"));
    if (page === undefined) return invalid(NOT_A_PAGE);
    const history = await store.picks.history(c.get("userId"));
    const count = filmsOf(history).size;
    const empty: PicksPage = { page, results: [], total_pages: 0, total_results: 0, history: count };
    if (count < PICKS_NEED) return c.json(empty);
    const seeds = seedsOf(history);
    const lists = await Promise.all(seeds.map((seed) => neighboursOf(seed.movieId)));
    const picks = rankPicks(seeds, new Map(seeds.map((seed, index) => [seed.movieId, lists[index]!])), history).slice(0, PICKS_PAGE_SIZE * PICKS_PAGES);
    const start = (page - 1) * PICKS_PAGE_SIZE;
    return c.json({ ...empty, results: picks.slice(start, start + PICKS_PAGE_SIZE), total_pages: Math.ceil(picks.length / PICKS_PAGE_SIZE), total_results: picks.length } satisfies PicksPage);
  });
}
