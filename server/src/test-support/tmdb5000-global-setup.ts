import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { cachedTmdb5000CatalogFile } from "./tmdb5000-catalog-cache";
import { TMDB5000_MOVIES } from "./shared-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's TMDB 5000 catalog file, built once for every dataset test (fixture-catalog.ts copies it), or null without ../shared. */
    tmdb5000Catalog: string | null;
  }
}

/**
 * The TMDB 5000 catalog for the dataset tests that answer from it, where each built its own: built
 * (about 10 s) at most once per run, and not at all when the last run's is still current
 * (tmdb5000-catalog-cache.ts). Without ../shared there are no such tests (vitest.config.ts) and nothing is built.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide("tmdb5000Catalog", existsSync(TMDB5000_MOVIES) ? await cachedTmdb5000CatalogFile() : null);
}
