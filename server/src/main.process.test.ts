import { spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { openRaw } from "./test-support/raw-http";
import { freePort } from "./lifecycle/free-port";

/** The server as `npm start` runs it: bundled from these sources (bundle-global-setup.ts). */
const MAIN = inject("serverBundles").main;
// Proxy mode has no catalog to seed at start, so these tests reach the accounts database at once.
const PROXY_MODE = { TMDB_API_KEY: "test-key-never-sent" };

/** Runs the real server entry point as its own process, the way `npm start` does. */
function startServer(env: Record<string, string>) {
  // Vitest exports Vite's BASE_URL ("/") into process.env; the server must not inherit it.
  const { BASE_URL: _viteBaseUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
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
  const waitFor = async (text: string, timeoutMs = 25_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (hasExited || Date.now() > deadline) throw new Error(`Never saw "${text}"; output so far:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

// Each test starts its own process with its own DATA_DIR and port, so they run side by side: most
// of their time is each process's start. (Each configuration refusal's wording is checked in
// config.test.ts; here one refusal shows how the process says it.)
describe("the server process", { timeout: 30_000, concurrent: true }, () => {
  it("refuses a non-numeric PORT with one clear line and exit code 1", async () => {
    const server = startServer({ PORT: "abc" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")');
  });

  // The one test that seeds the sample catalog at start (the default mode): alone, as its start is the heaviest.
  it.sequential("logs its URL, serves health, and stops within 5 s of SIGTERM", async () => {
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

  it("with PORT=0 picks a free port and signs people in at the address it prints", async () => {
    const server = startServer({ ...PROXY_MODE, PORT: "0" });
    await server.waitFor("MovieApp is serving on http://127.0.0.1:");
    const origin = /MovieApp is serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())![1]!;
    expect(origin).not.toMatch(/:0$/);
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({ email: `port-zero-${Date.now()}@example.com`, password: "lantern orchard 1987 breeze", name: "Port Zero" }),
    });
    expect(signUp.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("also stops cleanly on SIGINT", async () => {
    const port = await freePort();
    const server = startServer({ ...PROXY_MODE, PORT: String(port) });
    await server.waitFor("MovieApp is serving on");
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
  });

  it("stops with one line when an import is still building the first catalog", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-importing-"));
    // This test's own process stands for the running import: its pid is alive.
    writeFileSync(join(dataDir, "catalog.db.import-lock"), String(process.pid));
    const server = startServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output().trim().split("\n").at(-1)).toBe(`Cannot start: Another catalog import is running (pid ${process.pid}); wait for it to finish`);
  });

  it("names DATA_DIR in one line and exits 1 when the disk under it is full", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-full-"));
    // Every write to /dev/full fails with ENOSPC: SQLite sees exactly what a full disk gives it.
    symlinkSync("/dev/full", join(dataDir, "app.db"));
    const server = startServer({ ...PROXY_MODE, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n").filter((line) => !line.startsWith("TMDB proxy mode"));
    expect(lines).toEqual([`Cannot start: DATA_DIR ${dataDir} is full: free some space (SQLITE_FULL)`]);
  });

  it("names DATA_DIR in one line and exits 1 when its database cannot be written", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "movieapp-readonly-"));
    // SQLite cannot make its shared-memory file beside app.db, so every write fails with
    // SQLITE_READONLY, as on a read-only mount (file modes cannot show it: tests may run as root).
    mkdirSync(join(dataDir, "app.db-shm"));
    const server = startServer({ ...PROXY_MODE, DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n").filter((line) => !line.startsWith("TMDB proxy mode"));
    expect(lines).toEqual([`Cannot start: DATA_DIR ${dataDir} is not writable: check its permissions and that its file system is not mounted read-only (SQLITE_READONLY)`]);
  });

  it("names DATABASE_URL, without its password, in one line and exits 1 when PostgreSQL cannot be reached", async () => {
    const port = await freePort();
    const server = startServer({ ...PROXY_MODE, DATABASE_URL: `postgres://movieapp:hunter2@127.0.0.1:${port}/movieapp`, AUTH_SECRET: "a-secret-shared-by-every-process-0123456789" });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split("\n").filter((line) => !line.startsWith("TMDB proxy mode"));
    expect(lines).toEqual([`Cannot start: DATABASE_URL postgres://movieapp:***@127.0.0.1:${port}/movieapp cannot be reached (ECONNREFUSED)`]);
  });

  it("refuses DATABASE_URL without AUTH_SECRET in one line, before anything else", async () => {
    const server = startServer({ DATABASE_URL: "postgres://127.0.0.1/movieapp" });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe("Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set: every process must sign sessions with the same secret (at least 32 characters)");
  });

  it("says once at start whether Clerk accounts keep lists (only with CLERK_JWT_KEY), and refuses a key it cannot read in one line", async () => {
    const clerk = { CLERK_PUBLISHABLE_KEY: "pk_test_Y2xlcmsuZXhhbXBsZS5jb20k" };
    const clerkLines = async (env: Record<string, string>) => {
      const server = startServer({ ...PROXY_MODE, ...clerk, ...env, PORT: String(await freePort()) });
      await server.waitFor("MovieApp is serving on");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      return server.output().split("\n").filter((line) => line.startsWith("Clerk sign-in"));
    };
    expect(await clerkLines({})).toEqual(["Clerk sign-in without CLERK_JWT_KEY: lists are not available to Clerk accounts (set it to the Clerk instance's JWKS public key to keep them)"]);
    const jwtKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(await clerkLines({ CLERK_JWT_KEY: jwtKey, BASE_URL: "https://movies.example" })).toEqual([
      "Clerk sign-in: lists are kept for Clerk accounts, whose session tokens are checked with CLERK_JWT_KEY for https://movies.example",
    ]);

    const badKey = startServer({ ...clerk, CLERK_JWT_KEY: "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----" });
    expect(await badKey.exited).toBe(1);
    expect(badKey.output().trim()).toBe("Invalid configuration: CLERK_JWT_KEY must be a PEM public key (-----BEGIN PUBLIC KEY----- …): this one cannot be read");
  });

  it("answers headers over 16 KB with 431 and a TMDB-shaped JSON body", async () => {
    const port = await freePort();
    const server = startServer({ ...PROXY_MODE, PORT: String(port) });
    await server.waitFor("MovieApp is serving on");
    const connection = await openRaw(`http://127.0.0.1:${port}`);
    connection.socket.write(`GET /3/movie/popular HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(17 * 1024)}\r\n\r\n`);
    const response = await connection.response;
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({ success: false, status_code: 47, status_message: "Request too large: its URL and headers together can be at most 16 KB." });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
