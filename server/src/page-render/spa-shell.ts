import { existsSync, readFileSync } from "node:fs";
import { LRUCache } from "lru-cache";
import { join } from "node:path";
import { RUNTIME_CONFIG_ELEMENT_ID } from "../../../common/runtime-config";
import { compressBytes } from "../http/compress-bytes";
import { etagOf, type StaticAsset } from "../http/bytes";

/**
 * The SPA's index.html, answered for every client route so a reload on a deep link works.
 * It must be revalidated on every visit (no-cache) because it names the current hashed bundles.
 * Compressed once here rather than per request: it is small and never changes while we run.
 */
export function loadSpaShell(webRoot: string, transform: (html: string) => string = (html) => html): StaticAsset | undefined {
  const file = join(webRoot, "index.html");
  if (!existsSync(file)) return undefined;
  const body = new Uint8Array(Buffer.from(transform(readFileSync(file, "utf8"))));
  return {
    body,
    variants: {
      br: compressBytes(body, "br", "max"),
      gzip: compressBytes(body, "gzip", "max"),
    },
    contentType: "text/html; charset=utf-8",
    etag: etagOf(body),
    cacheControl: "no-cache",
  };
}

/**
 * The shell with a page's first-load hints (first-load-hints.ts) before </head>. Pages that share
 * hints share one compressed answer, kept in a small cache, so compression is paid once per kind
 * of page (home, a search, a film) rather than per request.
 */
export interface ShellRenderer {
  /** The shell with these hints, compressed and cached, ready to send. */
  (hints: string): StaticAsset;
  /** The same page as text, for a caller that adds more to it (a server-rendered first view). */
  html: (hints: string) => string;
}

export function createShellRenderer(template: StaticAsset | undefined): ShellRenderer | undefined {
  if (!template) return undefined;
  const html = Buffer.from(template.body).toString("utf8");
  const withHints = (hints: string) => (hints === "" ? html : html.replace("</head>", `${hints}\n  </head>`));
  const rendered = new LRUCache<string, StaticAsset>({ max: 2_000 });
  const send = (hints: string) => {
    if (hints === "") return template;
    let asset = rendered.get(hints);
    if (!asset) {
      const body = new Uint8Array(Buffer.from(withHints(hints)));
      asset = { ...template, body, variants: { br: compressBytes(body, "br", "fast"), gzip: compressBytes(body, "gzip", "fast") }, etag: etagOf(body) };
      rendered.set(hints, asset);
    }
    return asset;
  };
  return Object.assign(send, { html: withHints });
}

/** Paths the server answers itself, and the built files' folder: nothing there is a page. */
const SERVER_PREFIXES = ["/api/", "/3/", "/t/p/", "/healthz", "/assets/"];

/**
 * Whether the app answers this path. A browser opening a page asks for HTML, and gets the app
 * whatever the address looks like: "/movie/27205.5" or "/person/Tom.Hanks" is the app's to explain
 * (an invalid id, or its own 404 page), not a bare "404 Not Found". Any other request for a path
 * whose last part looks like a file name ("/favicon.png" from an image tag) is for a missing file,
 * and is answered 404 rather than with HTML.
 */
export function isClientRoute(path: string, asksForHtml: boolean): boolean {
  if (SERVER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix))) return false;
  if (asksForHtml) return true;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return !/\.[a-z0-9]{1,8}$/i.test(lastSegment);
}

/** A browser opening a page names HTML among what it accepts; a script, picture or stylesheet request does not. */
export const asksForHtml = (accept: string | undefined): boolean => (accept ?? "").includes("text/html");

/** Puts the runtime configuration into the shell as inert JSON, just before </head>. */
export function injectRuntimeConfig(html: string, json: string): string {
  const tag = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.includes("</head>") ? html.replace("</head>", `${tag}\n  </head>`) : tag + html;
}
