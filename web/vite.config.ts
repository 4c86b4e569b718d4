import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress-plugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
/** In `npm run dev` the API server runs beside Vite on this port (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

/** The page's entry: index.html and its one script, web/src/app/boot.ts. */
const ENTRY = /[\\/]web[\\/]index\.html$/;

/**
 * Chunks (docs/decisions/015, 043). Left to itself the bundler gives every set of pages that share
 * a module a chunk of its own: ~40 small chunks, each a request a page must make and a module it
 * must compile. Grouped on purpose instead:
 * - `app`: everything the entry imports (React, React DOM, the router, the stores, the shell), one
 *   script behind the entry's few lines (the entry still runs React DOM and the app in separate
 *   tasks: app/boot.ts).
 * - `page-parts`: the parts pages share (cards, grids, rows, pagination, links to people, small
 *   helpers), one chunk instead of a dozen of a few hundred bytes.
 * Pages, the sign-in screens and Clerk keep their own chunks. A module only two or three pages
 * share is copied into each (`experimentalInlineCommonChunks`, which needs `strictExecutionOrder`
 * and `preserveEntrySignatures: false`) rather than made a chunk of a few hundred bytes.
 */
const chunks = {
  groups: [
    { name: "app", tags: ["$initial" as const], test: (id: string) => !ENTRY.test(id), priority: 2 },
    { name: "page-parts", test: /[\\/]web[\\/]src[\\/](?:components|lib)[\\/]/, priority: 1 },
  ],
};

/** The chunks every page loads first (the app's, and the bundler's runtime). */
const FIRST_LOAD_CHUNK = /(?:^|\/)(?:app|rolldown-runtime)-[\w-]+\.js$/;
/** The page's one script tag (web/src/app/boot.ts): it loads the first-load chunks, so its imports name all they need. */
const PAGE_SCRIPT = /(?:^|\/)index-[\w-]+\.js$|\.html$/;
/** Parts of pages loaded once the page is running (a film's lists, the import): fetched when asked for. */
const LOADED_WHEN_ASKED = /(?:^|\/)(?:your-lists|import-panel)-[\w-]+\.js$/;

/**
 * The chunks a module loaded on demand names, for the browser to fetch them side by side. The
 * page's own script names everything (nothing is loaded yet). Anything loaded later runs after
 * the first-load chunks, so naming them again is only bytes, in the app's chunk (every page's
 * list) and in every chunk that loads another. The parts of pages in LOADED_WHEN_ASKED name
 * nothing: their list would add to every page that can ask for them more than it saves once.
 */
function chunksToPreload(file: string, deps: string[], host: string): string[] {
  if (PAGE_SCRIPT.test(host)) return deps;
  if (LOADED_WHEN_ASKED.test(file)) return [];
  return deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep));
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  // React Router's package exports point every build at its development files (remix-run/
  // react-router#12532); builds take its production files, without the development warnings
  // (docs/decisions/017). `npm run dev`, where the warnings help, keeps the package's own choice.
  resolve: command !== "build" ? {} : { alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL("../node_modules/react-router/dist/production/index.mjs", import.meta.url)) }] },
  // The first-view module runs inside the server, whatever NODE_ENV the server has: its packages
  // are bundled into it as their production builds (React's development build renders about
  // twice as slowly, and every signed-in page is rendered by it).
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") }, ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? {
        // `vite build --ssr src/app/entry-server.tsx`: the module the server renders first views
        // with (docs/decisions/014), self-contained (see `ssr` above).
        outDir: fileURLToPath(new URL("../dist/ssr", import.meta.url)),
        emptyOutDir: true,
        target: "node20",
        copyPublicDir: false,
        // The browser loads the movie service with its first request (a dynamic import); the server
        // render imports it directly. Rolldown's note that the dynamic import is then "ineffective"
        // in this bundle is true and harmless, and read like an error in every build's output.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
        emptyOutDir: true,
        target: "es2022",
        // The server reads .vite/manifest.json to preload each page's chunks with its HTML.
        manifest: true,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: { codeSplitting: { ...chunks, experimentalInlineCommonChunks: { maxSize: 10_000 } }, strictExecutionOrder: true },
          // The precompress plugin spends a few seconds in Zopfli on purpose; Rolldown's report of
          // slow plugin callbacks would print that on every build.
          checks: { bundlerTimings: false },
        },
        // Every browser the build targets but Safari < 17 knows modulepreload; there the hints are
        // simply ignored and modules load when imported, so the polyfill's bytes and its
        // document-wide MutationObserver are not worth shipping to everyone.
        modulePreload: { polyfill: false, resolveDependencies: (file, deps, { hostId }) => chunksToPreload(file, deps, hostId) },
      },
  server: {
    proxy: {
      "/3": apiTarget,
      "/api": apiTarget,
      "/t/p": apiTarget,
      "/healthz": apiTarget,
    },
  },
}));
