import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readSampleCatalog } from "../catalog/import/sample-catalog";
import { readTmdb5000 } from "../catalog/import/tmdb5000";
import { writeCatalog } from "../catalog/import/write-catalog";
import { CatalogStore } from "../catalog/store/catalog-store";
import { createApp } from "../app";
import { inject } from "vitest";
import { listen, type RunningServer } from "./listen";
import { testConfig } from "./test-config";

export const FIXTURE_MOVIES_CSV = join(import.meta.dirname, "../catalog/test-fixtures/movies.csv");
export const FIXTURE_CREDITS_CSV = join(import.meta.dirname, "../catalog/test-fixtures/credits.csv");

/** Builds a real catalog.db from the small TMDB 5000-format fixture (13 films) in a fresh directory. */
export async function buildFixtureCatalog(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-catalog-")), "catalog.db");
  await writeCatalog(readTmdb5000(FIXTURE_MOVIES_CSV, FIXTURE_CREDITS_CSV), file, { source: "fixture" });
  return file;
}

/** The whole app over real HTTP, answering from a catalog file (by default a fresh fixture catalog). */
export async function startFixtureCatalogServer(file?: string): Promise<RunningServer> {
  const catalog = new CatalogStore(file ?? (await buildFixtureCatalog()));
  return listen(createApp(testConfig(), { accepting: true }, { catalog: () => catalog }));
}

/** The shipped sample's curated films alone (219, with IMDb ids and collections), in a fresh directory. */
export async function buildCuratedSampleCatalog(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-sample-")), "catalog.db");
  await writeCatalog(readSampleCatalog(undefined, { vegaFile: null }), file, { source: "sample" });
  return file;
}

/** A copy of the run's TMDB 5000 catalog (dataset tests only), in a fresh directory: a test may change its own. */
export function buildTmdb5000Catalog(): Promise<string> {
  const built = inject("tmdb5000Catalog");
  if (!built) throw new Error("The TMDB 5000 catalog needs ../shared beside the repository");
  const file = join(mkdtempSync(join(tmpdir(), "movieapp-tmdb5000-")), "catalog.db");
  copyFileSync(built, file);
  return Promise.resolve(file);
}
