import { useEffect } from "react";
import { create } from "zustand";
import type { FilmState } from "../../../common/lists";
import { tabActions } from "./list-actions";

/**
 * What the cards and pages show of the person's lists: each film's place (known once asked for;
 * changes on their way included) and a generation that goes up whenever the lists may have
 * changed (a change here, in another tab, on another device), so pages showing a list read it
 * again.
 */
export interface ListMarks {
  films: Partial<Record<number, FilmState>>;
  generation: number;
}

/** A film as a card or a page knows it: enough to keep its snapshot (title, year, poster) in a list. */
export interface FilmRef {
  id: number;
  title: string;
  release_date: string;
  poster_path: string | null;
}

export const useListMarks = create<ListMarks>()(() => ({ films: {}, generation: 0 }));

/**
 * The lists' requests, optimistic changes and syncing (./list-actions.ts), for this store, made
 * when a card or page first needs them. Their code comes with the cards': every signed-in page with
 * films asks for the films' places as soon as it runs, and loading the code then was two requests
 * more on each (docs/decisions/043). Callers take a promise, as a part loaded on demand would give.
 */
export const listActions = () => Promise.resolve(tabActions(useListMarks));

/**
 * While the component is shown, the film's place in the lists is known (asked for with the other
 * films shown at the same moment, in one request) and read again whenever the lists may have
 * changed elsewhere. `shown` false (no lists for this sign-in): nothing is asked.
 */
export function useWantedFilm(movieId: number, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    // A film's state that cannot be loaded shows as in no list; a change says so.
    const wanted = listActions().then((lists) => lists.want(movieId), () => undefined);
    return () => void wanted.then((release) => release?.());
  }, [movieId, shown]);
}
