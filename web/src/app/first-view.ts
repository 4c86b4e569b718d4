import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
import type { AuthUser } from "../auth/auth-types";
import { parseMovieId } from "../features/movie-details/movie-id";
import { genreIdParam, MIN_SEARCH_LENGTH, searchParamsOf } from "../lib/page-params";
import type { FirstViewData } from "../stores/movie-store";
import type { PersistedUi } from "../stores/ui-store";
import type { MovieService } from "../tmdb/movie-service";

/**
 * A page's first view as the server rendered it (docs/decisions/014), sent with the HTML as inert
 * JSON: the address and visitor it was rendered for, the interface settings it assumed, and the
 * data it showed. The browser hydrates the server's markup only when all of these hold for it.
 */
export interface FirstView {
  /** Path and query string. */
  url: string;
  user: AuthUser;
  ui: PersistedUi;
  data: FirstViewData;
}

export type { PersistedUi };

/** The first view the server sent with this page, if any (malformed JSON counts as none). */
export function readFirstView(doc: Document = document): FirstView | null {
  const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FirstView;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor's saved settings change what a first view *shows*, not just how: on the
 * home page a stored search replaces Popular altogether, so that page is rendered afresh. Other
 * differences (list view, theme, the header's stored query) are re-rendered after hydrating.
 */
export const showsOtherContent = (pathname: string, rendered: PersistedUi, saved: PersistedUi) =>
  pathname === "/" && rendered.searchQuery.trim() !== saved.searchQuery.trim();

/**
 * Loads what a signed-in page shows first, with the same service calls its store actions make,
 * or null for pages that have no first view worth rendering on the server (or when loading fails:
 * the browser then loads and reports it as usual).
 */
export async function loadFirstView(pathname: string, params: URLSearchParams, ui: PersistedUi, service: MovieService): Promise<FirstViewData | null> {
  try {
    if (pathname === "/") {
      const query = ui.searchQuery.trim();
      if (query) return { kind: "list", source: { kind: "search", query }, response: await service.searchMovies(query, 1) };
      const genreId = genreIdParam(params);
      const [response, genres] = await Promise.all([genreId ? service.getMoviesByGenre(genreId, 1) : service.getPopularMovies(1), service.getGenres()]);
      return { kind: "list", source: genreId ? { kind: "genre", genreId } : { kind: "popular" }, response, genres };
    }
    if (pathname === "/search") {
      const { query, page } = searchParamsOf(params);
      if (query.length < MIN_SEARCH_LENGTH) return null;
      return { kind: "list", source: { kind: "search", query }, response: await service.searchMovies(query, page) };
    }
    const movieId = parseMovieId(/^\/movie\/([^/]+)$/.exec(pathname)?.[1]);
    if (movieId !== undefined) {
      // Related lists are part of the page's first view: a failure leaves a row out, as in the browser (spec §4).
      const firstPage = <T>(list: Promise<{ results: T[] }>) => list.then(({ results }) => results).catch(() => []);
      const [movie, similar, recommendations] = await Promise.all([
        service.getMovieDetails(movieId),
        firstPage(service.getSimilarMovies(movieId, 1)),
        firstPage(service.getRecommendations(movieId, 1)),
      ]);
      return { kind: "details", movie, related: { movieId, similar, recommendations } };
    }
    return null;
  } catch {
    return null;
  }
}
