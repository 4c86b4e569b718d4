import { existsSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { isProcessAlive } from "./process-alive";

const BUILD_MARK = ".building-";

/**
 * The file a new catalog is built in before it is renamed over `target`. Its name carries the
 * building process's pid, so a leftover can be told from a build in progress.
 */
export function buildFileFor(target: string): string {
  return `${target}${BUILD_MARK}${process.pid}-${Date.now()}`;
}

/**
 * Removes build files (and SQLite's journals beside them) left by imports that were killed
 * (kill -9, a crash, a power cut) before they could clean up: those whose process is gone.
 * A build whose process still runs is left alone. Returns the names removed.
 */
export function removeAbandonedBuilds(target: string): string[] {
  const dir = dirname(target);
  if (!existsSync(dir)) return [];
  const prefix = basename(target) + BUILD_MARK;
  const removed: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const owner = /^(\d+)-/.exec(name.slice(prefix.length))?.[1];
    if (owner !== undefined && isProcessAlive(Number(owner))) continue;
    rmSync(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
