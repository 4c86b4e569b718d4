import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress-plugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
/** In `npm run dev` the API server runs beside Vite on this port (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

/**
 * Chunks for the first load (docs/decisions/015): React and React DOM in one chunk, the rest of
 * what the app needs before any page (router, stores, HTTP client, shell) in another, pages in
 * their own. Left to itself the bundler made ~15 small shared chunks: each is a request the page
 * must start and a module it must compile, which cost more main thread on a slow phone than their
 * bytes. Two chunks also let the app run React's code and its own in separate tasks.
 */
const firstLoadChunks = {
  groups: [
    // What the boot script shares with the app: kept out of the app's chunk, or the boot chunk
    // would import it and the app would run before the first paint.
    { name: "boot", test: /preload-helper|rolldown[\\/]runtime|[\\/]common[\\/]first-view\.ts$/, priority: 3 },
    { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    // main.tsx and everything it imports.
    { name: "app", test: /[\\/]web[\\/]src[\\/]app[\\/]main\.tsx$/, priority: 1 },
    // The small parts pages share (cards, grids, rows, pagination, links to people): one chunk
    // instead of a dozen of a few hundred bytes, each a request on every page that uses it.
    { name: "page-parts", test: /[\\/]web[\\/]src[\\/]components[\\/]/, priority: 0 },
    // The lists' code that pages load once they run (a card's list buttons, a film's lists, the
    // lists' pages): the actions, the changes they make to a film, the /api/me client and the
    // lists' shared words. One chunk instead of four that each page asks for together; the bundler
    // keeps a two-line chunk in front of it for each module loaded on demand (docs/decisions/039).
    { name: "list-actions", test: /[\\/]web[\\/]src[\\/]lists[\\/](?:list-actions|film-changes|me-api)\.ts$|[\\/]common[\\/]lists\.ts$/, priority: 0 },
  ],
};

/** The chunks every page loads first (firstLoadChunks, and the bundler's runtime). */
const FIRST_LOAD_CHUNK = /(?:^|\/)(?:boot|react|app|rolldown-runtime)-[\w-]+\.js$/;
/** The page's one script tag (web/src/app/boot.ts): it loads the first-load chunks, so its imports name all they need. */
const PAGE_SCRIPT = /(?:^|\/)index-[\w-]+\.js$|\.html$/;
/** Parts of pages loaded once the page is running (the lists' actions, a film's lists, the import): fetched when asked for. */
const LOADED_WHEN_ASKED = /(?:^|\/)(?:list-actions|your-lists|import-panel)-[\w-]+\.js$/;

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
          output: { codeSplitting: firstLoadChunks },
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
