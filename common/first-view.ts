import type { RuntimeConfig } from "./runtime-config";

/**
 * The contract between the server and the web app's server-rendering module (dist/ssr/,
 * docs/decisions/014 and 019): the server asks for a page's first view and hands over, in process,
 * the visitor's session and the TMDB-shaped API; the module answers with the markup of #root and
 * the state the browser needs to hydrate it, or null when it has none.
 */
export interface FirstViewRequest {
  /** Path and query string of the page asked for. */
  url: string;
  config: RuntimeConfig;
  /** The visitor's Cookie header: their interface settings travel in one (docs/decisions/016). */
  cookie: string;
  /** When (ms since the epoch) the page goes out without its first view: a render not done by then is not finished. */
  renderBy: number;
  /** The signed-in visitor, read from the session store in process; null when signed out. */
  session: () => Promise<SessionUser | null>;
  /** A GET on the TMDB-shaped API (embedded catalog or TMDB proxy), answered in process: `path` is under /3. */
  tmdb: (path: string, query: URLSearchParams) => Promise<ApiAnswer>;
  /** A GET on the visitor's own lists, answered in process as the visitor: `path` is under /api/me. */
  me: (path: string, query: URLSearchParams) => Promise<ApiAnswer>;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
}

/** An API's answer read in process (the TMDB-shaped API's, or the lists'). */
export interface ApiAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body is not JSON. */
  body: unknown;
}

export interface RenderedFirstView {
  /** The markup of #root. */
  html: string;
  /** Sent beside it as JSON, for the browser to hydrate with. */
  firstView: unknown;
  /** The theme the markup was rendered for: set on <html> so the page paints in it. */
  theme: "light" | "dark";
}

/** Who may see a page: signed-in visitors, signed-out visitors (the sign-in screens), or anyone. */
export type PageAccess = "signed-in" | "signed-out" | "open";

/** The route table's facts the server needs for any page (rendered or not). */
export interface PageFacts {
  access: PageAccess;
  /** The page module's source as the build's manifest names it, to preload its chunks. */
  source: string;
  /** False when the address can name nothing of the page's kind ("/movie/abc"): answered 404 (PageRoute's `names`). */
  namesSomething: boolean;
}

export interface FirstViewModule {
  renderFirstView: (request: FirstViewRequest) => Promise<RenderedFirstView | null>;
  /** The page at this path, or undefined for a path no page has. */
  pageAt: (pathname: string) => PageFacts | undefined;
}

export const FIRST_VIEW_ELEMENT_ID = "movieapp-first-view";
