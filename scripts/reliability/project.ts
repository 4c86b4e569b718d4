// Where the project and its data set are, and the environment every started process gets.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The embedded catalog's key (README: CATALOG_API_KEY's default, which the suite never changes). */
export const CATALOG_KEY = "movieapp-local-catalog";

export interface Tmdb5000Files {
  movies: string;
  credits: string;
}

/** The Kaggle TMDB 5000 pair: beside the clone in CI and here (or TMDB5000_DIR), absent in a user's clone. */
export function tmdb5000Files(): Tmdb5000Files | undefined {
  const dir = resolve(PROJECT_ROOT, process.env.TMDB5000_DIR ?? "../shared/data/tmdb5000");
  const files = { movies: join(dir, "tmdb_5000_movies.csv.gz"), credits: join(dir, "tmdb_5000_credits.csv.gz") };
  return existsSync(files.movies) && existsSync(files.credits) ? files : undefined;
}

/**
 * The caller's environment without the settings that would change what is tested: the suite
 * always checks the embedded catalog and the embedded sign-in, at their defaults, as in production.
 */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["BASE_URL", "PORT", "HOST", "DATA_DIR", "TMDB_API_KEY", "TMDB_UPSTREAM_URL", "CLERK_PUBLISHABLE_KEY", "CLERK_JWT_KEY", "CLERK_AUTHORIZED_PARTIES", "CATALOG_API_KEY", "AUTH_SECRET", "TRUST_PROXY", "FAULT_INJECTION", "TEST_FAST_PASSWORD_HASHING", "DATABASE_URL", "DATABASE_POOL_SIZE"]) {
    delete env[name];
  }
  return { ...env, NODE_ENV: "production", ...extra };
}
