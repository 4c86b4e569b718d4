import type { MovieListItem } from "./tmdb/wire-types";

/**
 * Films picked for a person (`GET /api/me/picks?page=`) from what they rated, favourited and saw:
 * as the server answers them and the web app shows them.
 */

/** Films a person must have rated, favourited or seen before picks are made for them. */
export const PICKS_NEED = 5;
/** Picks on one page, and pages at most. */
export const PICKS_PAGE_SIZE = 20;
export const PICKS_PAGES = 3;

/** Why a film is picked: the film of the person's it is most like, and what they did with it. */
export type PickReason =
  | { kind: "rated"; movie_id: number; title: string; stars: number }
  | { kind: "favourite"; movie_id: number; title: string }
  | { kind: "seen"; movie_id: number; title: string };

export interface Pick extends MovieListItem {
  reason: PickReason;
}

export interface PicksPage {
  page: number;
  results: Pick[];
  total_pages: number;
  total_results: number;
  /** How many films the person has rated, favourited or seen: below PICKS_NEED, nothing is picked yet. */
  history: number;
}
