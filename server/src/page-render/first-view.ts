import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FIRST_VIEW_ELEMENT_ID, type FirstViewModule, type RenderedFirstView } from "../../../common/first-view";
import { jsonForScript } from "../../../common/json-for-script";
import { firstImagePreloads } from "./first-image-preloads";

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
const HTML_TAG = /<html([^>]*)>/;

/** Puts a first view, and its page's own stylesheet element if it has one, into the app's shell; made once per shell (see firstViewPage). */
export type FirstViewPage = (view: RenderedFirstView, pageStyle?: string) => string;

/**
 * How a page with its first view is made from the shell, or undefined when the shell has no splash:
 * the first view's markup in place of the splash, its state as inert JSON before </body>, the page's
 * stylesheet after the shell's and preloads of the pictures it loads at once in <head>
 * (inline-stylesheet.ts, first-image-preloads.ts), and a dark theme on <html> so the page paints
 * in it from its first frame; then `lastInBody`, if given (the script loader of
 * scripts-after-paint.ts, which runs once the whole page is parsed). The shell is cut at those
 * places once, when the server starts: every signed-in page is then a join of strings, not a
 * search through the shell (docs/decisions/030).
 */
export function firstViewPage(shellHtml: string, lastInBody = ""): FirstViewPage | undefined {
  const splash = SPLASH.exec(shellHtml);
  const htmlTag = HTML_TAG.exec(shellHtml);
  const headEnd = shellHtml.indexOf("</head>");
  const bodyEnd = shellHtml.lastIndexOf("</body>");
  if (!splash || !htmlTag || headEnd < 0 || bodyEnd < 0) return undefined;
  const splashEnd = splash.index + splash[0].length;
  if (!(htmlTag.index < headEnd && headEnd < splash.index && splashEnd <= bodyEnd)) return undefined;
  const beforeHtmlTag = shellHtml.slice(0, htmlTag.index);
  const htmlAttributes = htmlTag[1] ?? "";
  const head = shellHtml.slice(htmlTag.index + htmlTag[0].length, headEnd);
  const headEndToSplash = shellHtml.slice(headEnd, splash.index);
  const splashToBodyEnd = shellHtml.slice(splashEnd, bodyEnd);
  const bodyEndOn = shellHtml.slice(bodyEnd);
  return (view, pageStyle = "") => {
    const imagePreloads = firstImagePreloads(view.html);
    const theme = view.theme === "dark" ? ' data-theme="dark"' : "";
    const state = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${jsonForScript(view.firstView)}</script>`;
    return `${beforeHtmlTag}<html${htmlAttributes}${theme}>${head}${pageStyle}${imagePreloads}\n  ${headEndToSplash}${view.html}${splashToBodyEnd}${state}\n  ${lastInBody}${lastInBody ? "\n  " : ""}${bodyEndOn}`;
  };
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
