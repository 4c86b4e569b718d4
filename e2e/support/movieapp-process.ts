import { spawn } from "node:child_process";
import { freePort } from "./free-port";

/** A MovieApp server process of a test's own (the built `node dist/server/main.js`, as in production). */
export interface MovieAppProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  /** What it printed so far. */
  output: () => string;
  /** kill -9: the process dies at once, mid-request. */
  kill9: () => Promise<void>;
  /** SIGTERM, as a supervisor stops it. */
  stop: () => Promise<void>;
}

/**
 * Starts the server on a free port with `env` on top of the test's environment, once it says it is
 * serving. `env` may be made from the server's URL (for a BASE_URL that names it); `port`, when
 * another party must know the address first (an OpenID provider its redirect URI).
 */
export async function startMovieApp(envFor: Record<string, string> | ((url: string) => Record<string, string>), { port: chosen }: { port?: number } = {}): Promise<MovieAppProcess> {
  const port = chosen ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = typeof envFor === "function" ? envFor(url) : envFor;
  // Vite's BASE_URL ("/") may be in the environment; the server must not take it for its own.
  const { BASE_URL: _vite, ...inherited } = process.env;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...inherited, NODE_ENV: "test", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!output.includes(`MovieApp is serving on ${url}`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`MovieApp did not start on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, output: () => output, kill9: () => signal("SIGKILL"), stop: () => signal("SIGTERM") };
}
