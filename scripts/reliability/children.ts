// Every process the suite starts, so that none outlives it, whatever way the run ends.
import type { ChildProcess } from "node:child_process";

const running = new Set<ChildProcess>();
/** True for a child that leads a process group of its own (detached), killed as a group. */
const groups = new WeakMap<ChildProcess, boolean>();

/** Tracks `child` until it exits; `group` when it leads a process group of its own (detached). */
export function track(child: ChildProcess, group = false): void {
  running.add(child);
  groups.set(child, group);
  child.once("exit", () => running.delete(child));
}

/** SIGKILL to each tracked process (its whole group when detached), by its own pid. */
export function killAll(): void {
  for (const child of running) {
    if (child.pid === undefined) continue;
    try {
      process.kill(groups.get(child) ? -child.pid : child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

process.on("exit", killAll);
for (const [signal, code] of [["SIGINT", 130], ["SIGTERM", 143]] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(code);
  });
}

/** Resolves with the exit code (null when killed by a signal) once `child` has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once("exit", (code) => done(code)));
}
