import { existsSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import type { TestProject } from "vitest/node";
import { buildTmdb5000CatalogFile } from "./tmdb5000-catalog-file";
import { TMDB5000_MOVIES } from "./shared-dir";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's TMDB 5000 catalog file, built once for every dataset test (fixture-catalog.ts copies it), or null without ../shared. */
    tmdb5000Catalog: string | null;
  }
}

/**
 * Builds the TMDB 5000 catalog (about 9 s) once per run, for the dataset tests that answer from it,
 * where each built its own. Without ../shared there are no such tests (vitest.config.ts) and nothing is built.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!existsSync(TMDB5000_MOVIES)) {
    project.provide("tmdb5000Catalog", null);
    return () => undefined;
  }
  const file = await buildTmdb5000CatalogFile();
  project.provide("tmdb5000Catalog", file);
  return () => rmSync(dirname(file), { recursive: true, force: true });
}
