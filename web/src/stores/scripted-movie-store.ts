import { vi } from "vitest";
import type { HttpGet, QueryParams } from "../tmdb/http-client";
import { createMovieService } from "../tmdb/movie-service";
import { TtlCache } from "../tmdb/ttl-cache";
import { createMovieStore } from "./movie-store";

/** For tests: a film as a list page carries it, and a list page of two such films. */
export const movie = (id: number) => ({ id, title: `Film ${id}`, overview: "", poster_path: null, backdrop_path: null, release_date: "", vote_average: 0, vote_count: 0, genre_ids: [], popularity: 1, original_language: "en", original_title: `Film ${id}`, adult: false, video: false });
export const pageOf = (page: number, totalPages = 3, totalResults = 55) => ({ page, results: [movie(page * 100 + 1), movie(page * 100 + 2)], total_pages: totalPages, total_results: totalResults });

/** The real service over a scripted transport; `answer` decides each reply. */
export function storeWith(answer: (endpoint: string, params?: QueryParams) => unknown, cache = new TtlCache()) {
  const calls: Array<{ endpoint: string; params?: QueryParams }> = [];
  const get = vi.fn((endpoint: string, params?: QueryParams) => {
    calls.push({ endpoint, params });
    try {
      return Promise.resolve(answer(endpoint, params));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  const service = createMovieService(get as unknown as HttpGet);
  return { store: createMovieStore(() => service, cache), calls };
}
