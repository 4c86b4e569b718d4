import type { MovieState } from "../stores/movie-store";
import type { PersistedUi } from "../stores/ui-store";
import type { CacheEntry } from "../tmdb/ttl-cache";

/** What a page's data may depend on: its address (everything a page shows is named by it) and the visitor's saved settings. */
export interface PageContext {
  /** The route's path parameters (":id" → params.id). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  ui: PersistedUi;
  /** The movie store the page reads: the browser's own, or one made for a single server render. */
  movies: MovieState;
}

/**
 * Loads what a page shows into the stores it reads. The browser runs it when the page's address
 * changes; the server runs the same function to render the page's first view. It settles once the
 * data is in, whether the requests succeeded or failed (the stores record failures for the page
 * to show).
 */
export type PageLoad = (context: PageContext) => Promise<unknown>;

/**
 * What of its load's answers a page's first view hands to the browser with its HTML, for the
 * browser's load to find (docs/decisions/042): all of them, unless the page shows only part of
 * some and says what part will do. Every byte of them is in the page's HTML, before its first paint.
 */
export type HandOver = (answers: CacheEntry[], context: Pick<PageContext, "params">) => CacheEntry[];

import type { PageAccess } from "../../../common/first-view";

export type { PageAccess };

/** One page of the app: the one place that says where it is, who sees it, its code and its data. */
export interface PageRoute {
  /** React Router's pattern ("/movie/:id"; a trailing "/*" lets a page own the paths below it). */
  path: string;
  access: PageAccess;
  /** The page's module, `web/src/features/<page>.tsx`, whose default export is the page. Its code loads on demand. */
  page: string;
  load?: PageLoad;
  handOver?: HandOver;
  /**
   * Whether the address's parameters can name anything of the page's kind: false for "/movie/abc"
   * or "/movie/238/sequels". The page says so itself; the server answers such an address 404, as
   * it answers a film the catalog does not have. Without it, every address of the page can.
   */
  names?: (params: Readonly<Record<string, string | undefined>>) => boolean;
}
