import { FIRST_VIEW_ELEMENT_ID } from "../../../common/first-view";
import type { AuthUser } from "../auth/auth-types";
import type { CacheEntry } from "../tmdb/ttl-cache";
import type { PersistedUi } from "../stores/ui-store";

/**
 * A page's first view as the server rendered it (docs/decisions/014, 019): the address and visitor
 * it was rendered for, the interface settings it assumed, and the answers the route's load
 * received. Sent with the HTML as inert JSON; the browser hydrates the server's markup when it is
 * on the address the view was rendered for.
 */
export interface FirstView {
  /** Path and query string. */
  url: string;
  user: AuthUser;
  ui: PersistedUi;
  /** The answers the page's load received on the server: run again in the browser, the load finds them all. */
  answers: CacheEntry[];
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
