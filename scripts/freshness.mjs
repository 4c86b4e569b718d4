// Decides whether a build output is older than any of its inputs, by modification time.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Newest modification time (ms) among the files under the given paths; 0 when none exist.
 * @param {string[]} paths
 */
export function newestMtime(paths) {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/**
 * True when `output` is missing or older than the newest of `inputs`.
 * @param {string} output
 * @param {string[]} inputs
 */
export function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  return statSync(output).mtimeMs < newestMtime(inputs);
}
