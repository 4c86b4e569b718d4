import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { findProjectRoot } from "../project-root";
import { buildTmdb5000CatalogFile } from "./tmdb5000-catalog-file";
import { TMDB5000_CREDITS, TMDB5000_MOVIES } from "./shared-dir";

/**
 * A digest of what the TMDB 5000 catalog is made from: the builder and every module of ours it
 * imports (bundled as one, so a change anywhere in the import code counts), the installed packages'
 * versions (package-lock.json: SQLite and the CSV parser among them) and the dataset's two files.
 */
async function catalogInputsDigest(root: string): Promise<string> {
  const bundled = await build({
    entryPoints: [join(root, "server/src/test-support/tmdb5000-catalog-file.ts")],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  const hash = createHash("sha256");
  for (const output of bundled.outputFiles) hash.update(output.contents);
  for (const file of [join(root, "package-lock.json"), TMDB5000_MOVIES, TMDB5000_CREDITS]) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 32);
}

/**
 * The TMDB 5000 catalog for the dataset tests, built again only when what it is made from has
 * changed since the run that built it (it costs about 10 s of one core before any test can start).
 * It is kept under node_modules/.cache, named by that digest, one at a time, as lint's and the
 * type-check's caches are; tests only read it (each takes a copy, fixture-catalog.ts). A clean
 * clone has none and builds it.
 */
export async function cachedTmdb5000CatalogFile(): Promise<string> {
  const root = findProjectRoot();
  const dir = join(root, "node_modules", ".cache", "tmdb5000-catalog");
  const file = join(dir, `${await catalogInputsDigest(root)}.db`);
  if (existsSync(file)) return file;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return buildTmdb5000CatalogFile(file);
}
