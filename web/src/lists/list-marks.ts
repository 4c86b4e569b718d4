import { create } from "zustand";
import type { FilmState } from "../../../common/lists";

/**
 * What the cards and pages show of the person's lists: each film's place (known once asked for;
 * changes on their way included) and a generation that goes up whenever the lists may have
 * changed (a change here, in another tab, on another device), so pages showing a list read it
 * again. Only this store travels with the cards; the logic that fills it loads on first use.
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
 * The lists' requests, optimistic changes and syncing (./list-actions.ts), for this store: loaded
 * when a card or page first needs them. The store is handed over rather than imported there, so
 * it stays in the cards' own code.
 */
export const listActions = () => import("./list-actions").then((loaded) => loaded.tabActions(useListMarks));
