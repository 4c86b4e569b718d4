// The catalog CLI (`npm run catalog -- import tmdb5000 …`), run as an operator runs it.
import { spawn } from "node:child_process";
import { exited, track } from "./children";
import { cleanEnv, PROJECT_ROOT, type Tmdb5000Files } from "./project";

export interface ImportRun {
  /** Resolves with the exit code; null when killed. */
  done: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
  /** Calls `listener` with each line printed from now on. */
  onLine(listener: (line: string) => void): void;
  /** kill -9 to npm and everything under it (tsx, node): an abrupt end, as a power cut or the OOM killer gives. */
  kill9(): Promise<void>;
}

export function startImport(dataDir: string, files: Tmdb5000Files): ImportRun {
  const args = ["run", "--silent", "catalog", "--", "import", "tmdb5000", "--movies", files.movies, "--credits", files.credits];
  // A process group of its own: npm starts tsx, which starts node; kill -9 must reach the importer itself.
  const child = spawn("npm", args, { cwd: PROJECT_ROOT, env: cleanEnv({ DATA_DIR: dataDir }), stdio: ["ignore", "pipe", "pipe"], detached: true });
  track(child, true);
  let text = "";
  const listeners: Array<(line: string) => void> = [];
  let partial = "";
  const take = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) for (const listener of listeners) listener(line);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const done = exited(child);
  return {
    done,
    output: () => text,
    onLine: (listener) => listeners.push(listener),
    kill9: async () => {
      const group = -child.pid!;
      try {
        process.kill(group, "SIGKILL");
      } catch {
        // already gone
      }
      await done;
      // npm exits first; the importer (its grandchild) is gone only once reaped. Until then its pid
      // still counts as running, and the next import would rightly find the lock held.
      for (let i = 0; i < 250 && groupAlive(group); i++) await new Promise((wait) => setTimeout(wait, 20));
    },
  };
}

function groupAlive(group: number): boolean {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs an import to its end; throws with its output when it fails. Returns its last line. */
export async function runImport(dataDir: string, files: Tmdb5000Files): Promise<string> {
  const run = startImport(dataDir, files);
  const code = await run.done;
  if (code !== 0) throw new Error(`the catalog import exited with ${code}:\n${run.output()}`);
  return run.output().trim().split("\n").pop() ?? "";
}
