import type { FilmState, MembershipList } from "../../../common/lists";

/**
 * A viewing shown before the server has kept it has an id of the page's own making: it cannot be
 * removed yet, and while one is on its way the same film is not marked as seen again (a double
 * click is one viewing).
 */
export const PROVISIONAL_ID_PREFIX = "provisional-";
export const isProvisional = (viewing: { entry_id: string }): boolean => viewing.entry_id.startsWith(PROVISIONAL_ID_PREFIX);

/** A film in none of the person's lists. */
export const emptyFilmState = (movieId: number): FilmState => ({ movie_id: movieId, watchlist: false, favorites: false, rating: null, seen: [] });

/** One change a person makes to a film's place in their lists. A viewing being added has an id of its own until the server gives it one. */
export type FilmChange =
  | { kind: "membership"; list: MembershipList; on: boolean }
  | { kind: "rating"; stars: number | null }
  | { kind: "seen"; entryId: string; seenOn: string }
  | { kind: "unseen"; entryId: string };

/** The film's state with the change made: what the person sees at once, before the server answers. Viewings stay newest first. */
export function applyChange(state: FilmState, change: FilmChange): FilmState {
  switch (change.kind) {
    case "membership":
      return { ...state, [change.list]: change.on };
    case "rating":
      return { ...state, rating: change.stars };
    case "seen":
      return { ...state, seen: [...state.seen, { entry_id: change.entryId, seen_on: change.seenOn }].sort((a, b) => b.seen_on.localeCompare(a.seen_on)) };
    case "unseen":
      return { ...state, seen: state.seen.filter((viewing) => viewing.entry_id !== change.entryId) };
  }
}

/**
 * What a film shows: the state the server last confirmed with the changes still on their way
 * made over it, in order. When the server refuses one, it is dropped and the rest are made again
 * over the confirmed state: the refused change is rolled back, and nothing else is.
 */
export const shownState = (confirmed: FilmState, pending: readonly FilmChange[]): FilmState => pending.reduce(applyChange, confirmed);
