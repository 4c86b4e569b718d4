import { join } from "node:path";
import { findProjectRoot } from "../project-root";

/**
 * ../shared beside the repository: references CI has (TMDB's OpenAPI document, the TMDB 5000
 * dataset). Tests that need it are named *.dataset.test.ts and run only where it exists
 * (see vitest.config.ts).
 */
export const SHARED_DIR = join(findProjectRoot(), "../shared");
export const TMDB_OPENAPI_FILE = join(SHARED_DIR, "tmdb/tmdb-api.json");
export const TMDB5000_MOVIES = join(SHARED_DIR, "data/tmdb5000/tmdb_5000_movies.csv.gz");
export const TMDB5000_CREDITS = join(SHARED_DIR, "data/tmdb5000/tmdb_5000_credits.csv.gz");
