import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress-plugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));
/** In `npm run dev` the API server runs beside Vite on this port (see scripts/dev.mjs). */
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  build: {
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
});
