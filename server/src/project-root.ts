import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The repository root, found by walking up to package.json from this module, so the same code
 * finds dist/web and the sample catalog whether it runs bundled (dist/server) or from source (tsx).
 */
export function findProjectRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the project root (no package.json above the server)");
    dir = parent;
  }
  return dir;
}
