import { createHash } from "node:crypto";

/** The app's entry script and the module preloads Vite writes beside it in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">\s*/g;

export interface ScriptsAfterPaint {
  /** The shell without its entry script and module preloads. */
  html: string;
  /** The inline script that starts the entry once the page has been painted: the last thing in <body>. */
  loader: string;
  /** The loader's Content-Security-Policy source ('sha256-…'): the policy allows exactly this inline script. */
  cspSource: string;
}

/**
 * A page that arrives with its first view needs no script to be seen, so none is asked for
 * before it is painted (docs/decisions/031). A module script or preload in the HTML starts
 * downloading while the page is parsed and competes with it; Lighthouse charges every request
 * begun before the first paint to First Contentful Paint. The loader waits for the page's first
 * contentful paint and only then adds the entry script. Undefined when the shell has no entry
 * script in Vite's form.
 */
export function scriptsAfterFirstPaint(shellHtml: string): ScriptsAfterPaint | undefined {
  const entry = ENTRY_SCRIPT.exec(shellHtml);
  if (!entry) return undefined;
  // Started by the browser's first contentful paint of the page, as Paint Timing reports it; where
  // that is not reported, after the next animation frame; and at the latest after 3 s, should the
  // page never count as painted. Whichever comes first starts it, once.
  const code =
    `{let started=false;const start=()=>{if(started)return;started=true;const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry[1])};document.head.append(s)};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,3000)}`;
  return {
    html: shellHtml.replace(entry[0], "").replace(MODULE_PRELOADS, ""),
    loader: `<script>${code}</script>`,
    cspSource: `'sha256-${createHash("sha256").update(code).digest("base64")}'`,
  };
}
