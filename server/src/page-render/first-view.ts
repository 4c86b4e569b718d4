import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FIRST_VIEW_ELEMENT_ID, type FirstViewModule, type RenderedFirstView } from "../../../common/first-view";
import { jsonForScript } from "../../../common/json-for-script";

/**
 * Server-rendered first views (docs/decisions/014, 019): the web app's rendering module, built by
 * `vite build --ssr` into dist/ssr/, renders a signed-in page with its data and knows the route
 * table; the HTML carries that markup in #root and the state to hydrate it with.
 */
export async function loadFirstViewModule(entryFile: string): Promise<FirstViewModule | undefined> {
  if (!existsSync(entryFile)) return undefined;
  const module = (await import(pathToFileURL(entryFile).href)) as Partial<FirstViewModule>;
  return typeof module.renderFirstView === "function" && typeof module.pageAt === "function" ? (module as FirstViewModule) : undefined;
}

const SPLASH = /<!--first-view-->[\s\S]*?<!--\/first-view-->/;
/** React's preloads for the images a page shows first, which it puts before the page's markup. */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * The page with its first view in place of the splash, or undefined when the shell has no splash.
 * React's image preloads move to <head>, where the browser finds them first (and markup in #root
 * that is not the app's would not hydrate).
 */
export function pageWithFirstView(shellHtml: string, view: RenderedFirstView): string | undefined {
  if (!SPLASH.test(shellHtml)) return undefined;
  const imagePreloads = LEADING_IMAGE_PRELOADS.exec(view.html)?.[0] ?? "";
  const state = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScript(view.firstView)}</script>`;
  // Function replacements: "$" in the markup must not be read as a replacement pattern.
  return (
    shellHtml
      .replace("</head>", () => `${imagePreloads}\n  </head>`)
      .replace(SPLASH, () => view.html.slice(imagePreloads.length))
      .replace("</body>", () => `${state}\n  </body>`)
      // The page paints in the visitor's theme from its first frame, not after the app starts.
      .replace(/<html([^>]*)>/, (tag, attributes: string) => (view.theme === "dark" ? `<html${attributes} data-theme="dark">` : tag))
  );
}

/** How long a first view may take before the page is sent without it (the browser then loads the data itself). */
export const FIRST_VIEW_DEADLINE_MS = 1_000;
/** How long a first view may wait for its turn (page-render/render-queue.ts) before the page is sent without it. */
export const FIRST_VIEW_START_MS = 300;

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
