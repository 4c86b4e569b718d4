import type { RuntimeConfig } from "./runtime-config";

/**
 * The contract between the server and the web app's server-rendering module (dist/ssr/,
 * docs/decisions/014): the server asks for a page's first view; the module answers with the
 * markup of #root and the state the browser needs to hydrate it, or null when it has none.
 */
export interface FirstViewRequest {
  /** Path and query string of the page asked for. */
  url: string;
  /** The server's own origin: `fetch` is asked for URLs on it. */
  origin: string;
  config: RuntimeConfig;
  /** Answers as the server would, in-process, with the visitor's cookies. */
  fetch: typeof fetch;
  /** The visitor's Cookie header: their interface settings travel in one (docs/decisions/016). */
  cookie: string;
}

export interface RenderedFirstView {
  /** The markup of #root. */
  html: string;
  /** Sent beside it as JSON, for the browser to hydrate with. */
  firstView: unknown;
  /** The theme the markup was rendered for: set on <html> so the page paints in it. */
  theme: "light" | "dark";
}

export type RenderFirstView = (request: FirstViewRequest) => Promise<RenderedFirstView | null>;

export const FIRST_VIEW_ELEMENT_ID = "movieapp-first-view";

/** JSON that is safe inside a <script> element: "<" cannot close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
