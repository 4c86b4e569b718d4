import type { MovieState } from "../stores/movie-store";
import type { PersistedUi } from "../stores/ui-store";

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
}
