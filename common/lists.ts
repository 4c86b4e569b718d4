/**
 * The lists a person keeps (`/api/me/…`), as the server answers them and the web app reads them.
 * Each entry carries a snapshot of the film (title, year, poster) so a list shows without asking
 * the catalog, in proxy mode too.
 */

/** Lists a film is in or out of. */
export type MembershipList = "watchlist" | "favorites";
/** Every list a person has: ratings hold one rating per film; seen holds each viewing. */
export type ListName = MembershipList | "seen" | "ratings";
export const LIST_NAMES: readonly ListName[] = ["watchlist", "favorites", "seen", "ratings"];

export type ListSort = "added" | "title" | "year" | "rating";
export const LIST_SORTS: readonly ListSort[] = ["added", "title", "year", "rating"];

export interface FilmSnapshot {
  movie_id: number;
  title: string;
  /** "1972", or "" when the film has no date. */
  year: string;
  poster_path: string | null;
}

export interface ListEntry extends FilmSnapshot {
  /** When it was added (ISO 8601, UTC). */
  added_at: string;
  /** Stars, 0.5 to 5 in halves, when the person rated the film; and the same on TMDB's 1–10 scale. */
  rating: number | null;
  rating_10: number | null;
  /** A viewing's own id and date (`seen` only). */
  entry_id?: string;
  seen_on?: string;
}

export interface ListPage {
  list: ListName;
  page: number;
  results: ListEntry[];
  total_pages: number;
  total_results: number;
}

export type ListsSummary = Record<ListName, number>;

/** One film's place in a person's lists, for its card and its page. */
export interface FilmState {
  movie_id: number;
  watchlist: boolean;
  favorites: boolean;
  rating: number | null;
  seen: Array<{ entry_id: string; seen_on: string }>;
}

/** Every refusal of `/api/me/…`: a code for programs, a message for people. */
export interface MeErrorBody {
  code: string;
  message: string;
}
