import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MAIN = join(import.meta.dirname, "main.ts");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs the real server entry point as its own process, the way `npm start` does. */
function startServer(env: Record<string, string>) {
  // Vitest exports Vite's BASE_URL ("/") into process.env; the server must not inherit it.
  const { BASE_URL: _viteBaseUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...inherited, DATA_DIR: mkdtempSync(join(tmpdir(), "movieapp-proc-")), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let hasExited = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      hasExited = true;
      resolve(code);
    }),
  );
  const waitFor = async (text: string, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (hasExited || Date.now() > deadline) throw new Error(`Never saw "${text}"; output so far:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

describe("the server process", { timeout: 30_000 }, () => {
  it("refuses a non-numeric PORT with one clear line and exit code 1", async () => {
    const server = startServer({ PORT: "abc" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  it("refuses an unwritable DATA_DIR with exit code 1", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "movieapp-file-")), "plain-file");
    writeFileSync(file, "");
    const server = startServer({ DATA_DIR: join(file, "data") });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^Invalid configuration: DATA_DIR must be a writable directory/);
  });

  it("logs its URL, serves health, and stops within 5 s of SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await server.waitFor(`MovieApp is serving on http://127.0.0.1:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const sentAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - sentAt).toBeLessThan(5000);
    expect(server.output()).toContain("Stopped");
  });

  it("also stops cleanly on SIGINT", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await server.waitFor("MovieApp is serving on");
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });
});
