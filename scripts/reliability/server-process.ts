// Starts the built server (dist/server/main.js) as its own process, as an operator would.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { exited, track } from "./children";
import { readSchedStat, type SchedStat } from "./schedstat";
import { cleanEnv, PROJECT_ROOT } from "./project";
import { freePort } from "../../server/src/lifecycle/free-port";

export interface RunningServer {
  pid: number;
  /** http://127.0.0.1:PORT, also the Origin the auth API trusts. */
  base: string;
  port: number;
  /** Resident memory now, from /proc (VmRSS). */
  rssBytes(): number;
  /** The main (JavaScript) thread's time so far on a CPU and waiting for one, from /proc/PID/schedstat. */
  schedstat(): SchedStat;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines it printed, for a failure report. */
  logTail(): string;
  /** kill -9, then waits for it to be gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown), then waits; SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** TRUST_PROXY=on: client addresses from X-Forwarded-For, so a test can speak for many clients. */
  trustProxy?: boolean;
}

const START_TIMEOUT_MS = 60_000;
const LOG_LINES = 40;

/**
 * Starts the server on a free port. The port is chosen here rather than with PORT=0: with PORT=0
 * the server trusts the origin http://127.0.0.1:0 for sign-in, not the one it listens on (see
 * docs/reliability.md). Another process could take the port in between: then it is tried again.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(options, await freePort());
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !error.message.includes("already in use")) throw error;
    }
  }
}

async function startOnPort(options: ServerOptions, chosenPort: number): Promise<RunningServer> {
  const env = cleanEnv({ PORT: String(chosenPort), HOST: "127.0.0.1", DATA_DIR: options.dataDir, TRUST_PROXY: options.trustProxy ? "on" : "off" });
  const child = spawn(process.execPath, ["dist/server/main.js"], { cwd: PROJECT_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  track(child);
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(line);
    lines.splice(0, Math.max(0, lines.length - LOG_LINES));
  };
  child.stderr.on("data", remember);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${lines.join("\n")}`)), START_TIMEOUT_MS);
    child.once("exit", (code) => reject(new Error(`the server exited with code ${code} at start:\n${lines.join("\n")}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      remember(chunk);
      const found = /MovieApp is serving on http:\/\/127\.0\.0\.1:(\d+)/.exec(lines.join("\n"));
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
  });
  const pid = child.pid!;
  const gone = exited(child);
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid,
    port,
    base: `http://127.0.0.1:${port}`,
    alive,
    rssBytes: () => {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      if (kb === undefined) throw new Error(`no VmRSS for pid ${pid}`);
      return Number(kb) * 1024;
    },
    schedstat: () => readSchedStat(pid),
    logTail: () => lines.join("\n"),
    kill9: async () => {
      if (alive()) child.kill("SIGKILL");
      await gone;
    },
    stop: async () => {
      if (!alive()) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
