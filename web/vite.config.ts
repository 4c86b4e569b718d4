import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress-plugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
/** In `npm run dev` the API server runs beside Vite on this port (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: isSsrBuild
    ? {
        // `vite build --ssr src/app/entry-server.tsx`: the module the server renders first views
        // with (docs/decisions/014). Packages stay external: the server resolves React and friends
        // from node_modules.
        outDir: fileURLToPath(new URL("../dist/ssr", import.meta.url)),
        emptyOutDir: true,
        target: "node20",
        copyPublicDir: false,
      }
    : {
        outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
        emptyOutDir: true,
        target: "es2022",
        // The server reads .vite/manifest.json to preload each page's chunks with its HTML.
        manifest: true,
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
