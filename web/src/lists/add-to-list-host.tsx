import { Suspense } from "react";
import { create } from "zustand";
import type { FilmSnapshot } from "../../../common/lists";
import { PAGED_LIST_ID } from "../components/pagination-controls";
import { AddToListDialog } from "./add-to-list-lazy";

interface Adding {
  film: FilmSnapshot;
  /** The button that opened the dialog: the browser gives it the focus back when the dialog closes. */
  opener: HTMLElement | null;
}

const useAdding = create<{ adding: Adding | null }>(() => ({ adding: null }));

/** Opens "Add to list…" for a film, from a card's button or a film's page. */
export const openAddToList = (film: FilmSnapshot, opener: HTMLElement | null) => useAdding.setState({ adding: { film, opener } });

/** Closes it without a word: the person went to another page (app-layout.tsx). */
export const closeAddToList = () => useAdding.setState({ adding: null });

function closed() {
  const opener = useAdding.getState().adding?.opener;
  closeAddToList();
  // An opener taken away while the dialog was open (a pick, once listed, leaves /for-you) cannot
  // have the focus back: it goes to the list that card was in, else (the list gone with its last
  // card) to the page's heading, which such pages make focusable.
  if (opener && !opener.isConnected) (document.getElementById(PAGED_LIST_ID) ?? document.querySelector<HTMLElement>("main h1[tabindex]"))?.focus();
}

/**
 * The one "Add to list…" dialog of the signed-in frame (lists/add-to-list-dialog.tsx), open for
 * the film `openAddToList` names. Kept here rather than in the card that opened it, so that the
 * dialog stays open, and the person can tick several lists, when a tick makes the page take that
 * card away. Going to another page closes it (app-layout.tsx).
 */
export function AddToListHost() {
  const adding = useAdding((s) => s.adding);
  if (!adding) return null;
  return (
    <Suspense fallback={null}>
      <AddToListDialog key={adding.film.movie_id} film={adding.film} onClose={closed} />
    </Suspense>
  );
}
