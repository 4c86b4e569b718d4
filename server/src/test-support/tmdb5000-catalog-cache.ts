import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { build } from "esbuild";
import { ImportBusyError } from "../catalog/import/import-lock";
import { findProjectRoot } from "../project-root";
import { buildTmdb5000CatalogFile } from "./tmdb5000-catalog-file";
import { TMDB5000_CREDITS, TMDB5000_MOVIES } from "./shared-dir";

/**
 * A digest of what the TMDB 5000 catalog is made from: the builder and every module of ours it
 * imports (bundled as one, so a change anywhere in the import code counts), the installed packages'
 * versions (package-lock.json: SQLite and the CSV parser among them), Node's own versions (V8
 * writes the stored indexes; its ICU and Unicode data name countries and normalise titles) and the
 * dataset's two files.
 */
async function catalogInputsDigest(root: string): Promise<string> {
  const bundled = await build({
    entryPoints: [join(root, "server/src/test-support/tmdb5000-catalog-file.ts")],
    absWorkingDir: root,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  const hash = createHash("sha256");
  for (const output of bundled.outputFiles) hash.update(output.contents);
  hash.update(JSON.stringify(process.versions));
  for (const file of [join(root, "package-lock.json"), TMDB5000_MOVIES, TMDB5000_CREDITS]) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 32);
}

/**
 * The TMDB 5000 catalog for the dataset tests, built again only when what it is made from has
 * changed since the run that built it (it costs about 10 s of one core before any test can start).
 * It is kept under node_modules/.cache, named by that digest, as lint's and the type-check's caches
 * are; tests only read it (each takes a copy, fixture-catalog.ts). A clean clone has none and
 * builds it. Two runs at once share it: the import's lock lets one build while the other waits for
 * the file. Besides it the newest catalog of another digest is kept (a run of other code may be
 * reading it); older ones are removed once this one is in place.
 */
export async function cachedTmdb5000CatalogFile(): Promise<string> {
  const root = findProjectRoot();
  const dir = join(root, "node_modules", ".cache", "tmdb5000-catalog");
  const name = `${await catalogInputsDigest(root)}.db`;
  const file = join(dir, name);
  mkdirSync(dir, { recursive: true });
  for (let deadline = Date.now() + 120_000; !existsSync(file); ) {
    try {
      await buildTmdb5000CatalogFile(file);
    } catch (error) {
      if (!(error instanceof ImportBusyError) || Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
  const others = readdirSync(dir)
    .filter((other) => other.endsWith(".db") && other !== name)
    .map((other) => ({ path: join(dir, other), changed: statSync(join(dir, other), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.changed - a.changed);
  for (const { path } of others.slice(1)) rmSync(path, { force: true });
  return file;
}
