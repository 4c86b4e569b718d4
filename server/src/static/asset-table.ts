import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { contentTypeFor } from "./content-types";
import { etagOf, type StaticAsset } from "../http/bytes";

/** Vite puts content-hashed files under /assets/: their names change whenever their bytes do. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT_LIVED = "public, max-age=3600";

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dot-folders hold build metadata (Vite's .vite/manifest.json), not files to serve.
    if (entry.name.startsWith(".")) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Reads the built SPA into memory once at start. The bundle is small and immutable while the
 * process runs, so serving from memory avoids a file-system round trip per request.
 * index.html is left out: it is the app shell, served separately (see spa-shell.ts).
 */
export function loadAssetTable(webRoot: string): Map<string, StaticAsset> {
  const table = new Map<string, StaticAsset>();
  if (!existsSync(webRoot)) return table;
  for (const file of walk(webRoot)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const urlPath = "/" + relative(webRoot, file).split(sep).join("/");
    if (urlPath === "/index.html") continue;
    const body = readFileSync(file);
    const variants: StaticAsset["variants"] = {};
    if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
    table.set(urlPath, {
      body,
      variants,
      contentType: contentTypeFor(file),
      etag: etagOf(body),
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT_LIVED,
    });
  }
  return table;
}
