import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
import type { AuthUser } from "../auth/auth-types";
import type { PageRoute } from "../lib/page-route";
import type { MovieSnapshot } from "../stores/movie-store";
import type { PersistedUi } from "../stores/ui-store";

/**
 * A page's first view as the server rendered it (docs/decisions/014): the address and visitor it was
 * rendered for, the interface settings it assumed, and the movie store's data (with the answers
 * behind it) after the route's load. Sent with the HTML as inert JSON; the browser hydrates the
 * server's markup only when all of these hold for it.
 */
export interface FirstView {
  /** Path and query string. */
  url: string;
  user: AuthUser;
  ui: PersistedUi;
  movies: MovieSnapshot;
}

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
 * Whether the visitor's saved settings change what the page *shows*, not just how: a setting the
 * route reloads on (a stored search on the home page) makes it another page, rendered afresh.
 * Other differences (list view, theme, the header's stored query) are re-rendered after hydrating.
 */
export const showsOtherContent = (route: PageRoute, rendered: PersistedUi, saved: PersistedUi) =>
  (route.reloadsOn ?? []).some((setting) => rendered[setting] !== saved[setting]);
