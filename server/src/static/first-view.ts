import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FIRST_VIEW_ELEMENT_ID, jsonForScript, type RenderedFirstView, type RenderFirstView } from "../../../common/first-view";
import { compressBytes } from "../http/compress-bytes";
import { etagOf, type StaticAsset } from "./asset-table";

/**
 * Server-rendered first views (docs/decisions/014): the web app's rendering module, built by
 * `vite build --ssr` into dist/ssr/, renders a signed-in page with its data; the HTML carries that
 * markup in #root and the state to hydrate it with.
 */
export async function loadFirstViewRenderer(entryFile: string): Promise<RenderFirstView | undefined> {
  if (!existsSync(entryFile)) return undefined;
  const module = (await import(pathToFileURL(entryFile).href)) as { renderFirstView?: unknown };
  return typeof module.renderFirstView === "function" ? (module.renderFirstView as RenderFirstView) : undefined;
}

const SPLASH = /<!--first-view-->[\s\S]*?<!--\/first-view-->/;

/** The page with its first view in place of the splash; per visitor, so private and compressed per answer. */
export function pageWithFirstView(shellHtml: string, view: RenderedFirstView): StaticAsset | undefined {
  if (!SPLASH.test(shellHtml)) return undefined;
  const state = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScript(view.firstView)}</script>`;
  // A function replacement: "$" in the markup must not be read as a replacement pattern.
  const html = shellHtml
    .replace(SPLASH, () => view.html)
    .replace("</body>", () => `${state}\n  </body>`)
    // The page paints in the visitor's theme from its first frame, not after the app starts.
    .replace(/<html([^>]*)>/, (tag, attributes: string) => (view.theme === "dark" ? `<html${attributes} data-theme="dark">` : tag));
  const body = new Uint8Array(Buffer.from(html));
  return {
    body,
    variants: { br: compressBytes(body, "br", "fast"), gzip: compressBytes(body, "gzip", "fast") },
    contentType: "text/html; charset=utf-8",
    etag: etagOf(body),
    cacheControl: "private, no-cache",
  };
}

/**
 * A `fetch` answered by the app itself, carrying the visitor's cookies (and, when fault injection
 * is on, their fault header): the first view asks for the session and data exactly as the browser
 * would, whichever catalog (embedded or TMDB) serves.
 */
export function inProcessFetch(answer: (request: Request) => Response | Promise<Response>, forward: Record<string, string | undefined>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    for (const [name, value] of Object.entries(forward)) if (value !== undefined) headers.set(name, value);
    return answer(new Request(request, { headers }));
  };
}

/** How long a first view may take before the page is sent without it (the browser then loads the data itself). */
export const FIRST_VIEW_DEADLINE_MS = 1_000;

/** The rendered first view, or null when rendering fails or misses the deadline. */
export async function renderWithin<T>(render: () => Promise<T | null>, deadlineMs = FIRST_VIEW_DEADLINE_MS): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadlineMs)));
  try {
    return await Promise.race([render().catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
