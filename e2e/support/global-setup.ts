import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgresCluster, type PostgresCluster } from "../../server/src/test-support/postgres-cluster";
import { freePort } from "./free-port";

async function waitUntilHealthy(url: string, isAlive: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error("The server exited before it became healthy");
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Builds what is stale of the app as `npm start` would, starts the real server on a free loopback port with a
 * fresh temporary DATA_DIR, and hands its URL to the tests through E2E_BASE_URL. Starts one
 * throwaway PostgreSQL cluster for the specs that run several processes on one database
 * (E2E_POSTGRES_URL), or says why it could not (E2E_POSTGRES_PROBLEM: those specs fail with it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // What `npm start` would build: only the parts older than their sources (`npm test` has built them already).
  const build = spawnSync(process.execPath, ["scripts/build-stale.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("The build failed");

  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster({ fsync: false });
    process.env.E2E_POSTGRES_URL = cluster.url;
  } catch (error) {
    process.env.E2E_POSTGRES_PROBLEM = error instanceof Error ? error.message : String(error);
  }

  // Every server the journeys start hashes passwords cheaply (auth/password-hashing.ts): they make
  // hundreds of accounts, and the unit tests pin production's cost. The workers inherit it.
  process.env.TEST_FAST_PASSWORD_HASHING = "on";
  const dataDir = mkdtempSync(join(tmpdir(), "movieapp-e2e-"));
  const port = await freePort();
  const { BASE_URL: _viteBaseUrl, ...inherited } = process.env;
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...inherited, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", FAULT_INJECTION: "on", TRUST_PROXY: "on" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let alive = true;
  const exited = new Promise<void>((resolve) => server.on("exit", () => ((alive = false), resolve())));

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, () => alive, 30_000);
  } catch (error) {
    server.kill("SIGKILL");
    cluster?.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  };
}
