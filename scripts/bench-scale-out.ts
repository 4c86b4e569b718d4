// Part of `npm run bench:server`: MovieApp processes on one PostgreSQL (docs/deploy.md), measuring
// signed-in page renders for one process and for two, and sign-ins per second for one and for two.
// Figures only: nothing here passes or fails.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../server/src/lifecycle/free-port";
import { createDatabase, startPostgresCluster } from "../server/src/test-support/postgres-cluster";

export interface ScaleOutOptions {
  /** A DATA_DIR holding the catalog every process serves (each gets a copy, as each host would). */
  catalogDir: string;
  /** A signed-in page to ask for, drawn afresh for each request in the pool. */
  pagePath: () => string;
  seconds: number;
  rounds: number;
  /** Connections per process. */
  connections: number;
  /** Distinct requests each connection cycles through. */
  requestPool: number;
}

export interface Figure {
  name: string;
  rps: number[];
  p50: number[];
  p99: number[];
  errors: number;
}

const AUTH_SECRET = "bench-secret-shared-by-every-process-0123";
const PASSWORD = "lantern orchard 1987 breeze";

interface Process {
  base: string;
  child: ChildProcess;
  dataDir: string;
}

async function startProcess(databaseUrl: string, catalogDir: string): Promise<Process> {
  const dataDir = mkdtempSync(join(tmpdir(), "movieapp-bench-pg-"));
  copyFileSync(join(catalogDir, "catalog.db"), join(dataDir, "catalog.db"));
  const port = await freePort();
  const { BASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    // TRUST_PROXY: each bench account signs in from an address of its own (X-Forwarded-For), so the
    // per-address sign-in limit, which counts attempts in flight, is not what is measured.
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: databaseUrl, AUTH_SECRET, TRUST_PROXY: "on" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`A bench server on PostgreSQL exited with code ${child.exitCode}`);
    if (await fetch(`${base}/healthz`).then((answer) => answer.ok, () => false)) return { base, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`A bench server on PostgreSQL did not start at ${base}`);
}

export interface Account {
  email: string;
  address: string;
  cookie: string;
}

/** A bench account, signed up from an address of its own (the server must trust X-Forwarded-For). */
export async function signUpBenchAccount(base: string, n: number): Promise<Account> {
  const account = { email: `bench-${n}-${Date.now()}@example.com`, address: `10.77.${n >> 8}.${n & 255}` };
  const answer = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": account.address },
    body: JSON.stringify({ email: account.email, password: PASSWORD, name: `Bench ${n}` }),
  });
  const cookie = answer.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  if (!answer.ok || !cookie) throw new Error(`Signing up bench account ${n} failed: ${answer.status} ${await answer.text()}`);
  return { ...account, cookie };
}

/**
 * Sign-ins that succeed, each connection with an account and an address of its own (from
 * `accounts`, starting at `first`): one sign-in per account in flight, so no limit refuses any (a
 * success is not counted). Each runs a real argon2 verification and writes a session.
 */
export function signInLoad(base: string, accounts: readonly Account[], first = 0): Partial<autocannon.Options> {
  let next = first;
  return {
    setupClient: (client) => {
      const account = accounts[next++ % accounts.length]!;
      client.setRequests([
        { method: "POST", path: "/api/auth/sign-in/email", headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": account.address }, body: JSON.stringify({ email: account.email, password: PASSWORD }) },
      ]);
    },
  };
}

/** Load on every process at once, each with its own `connections`; req/s summed over them. */
async function loadAll(processes: Process[], options: ScaleOutOptions, configure: (base: string, index: number) => Partial<autocannon.Options>) {
  const results = await Promise.all(
    processes.map((server, index) => autocannon({ url: server.base, connections: options.connections, duration: options.seconds, ...configure(server.base, index) })),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

export async function benchScaleOut(options: ScaleOutOptions): Promise<Figure[]> {
  // fsync on, as PostgreSQL runs in production: sign-ins write a session and count attempts.
  const cluster = await startPostgresCluster();
  const processes: Process[] = [];
  try {
    const databaseUrl = await createDatabase(cluster.url, "bench");
    processes.push(await startProcess(databaseUrl, options.catalogDir));
    const accounts: Account[] = [];
    for (let n = 0; n < options.connections * 2; n++) accounts.push(await signUpBenchAccount(processes[0]!.base, n));
    processes.push(await startProcess(databaseUrl, options.catalogDir));

    const figures = new Map<string, Figure>();
    const note = (name: string, run: { rps: number; p50: number; p99: number; errors: number }) => {
      const figure = figures.get(name) ?? { name, rps: [], p50: [], p99: [], errors: 0 };
      figure.rps.push(run.rps);
      figure.p50.push(run.p50);
      figure.p99.push(run.p99);
      figure.errors += run.errors;
      figures.set(name, figure);
    };
    // Signed-in pages for one account (as bench-server's page scenarios), rendered by the server.
    const pages = () => Array.from({ length: options.requestPool }, () => ({ method: "GET" as const, path: options.pagePath(), headers: { Cookie: accounts[0]!.cookie, "Accept-Encoding": "br" } }));
    const signIns = (base: string, index: number) => signInLoad(base, accounts, index * options.connections);
    for (let round = 1; round <= options.rounds; round++) {
      for (const count of [1, 2]) {
        const serving = processes.slice(0, count);
        const label = count === 1 ? "one process" : "two processes";
        note(`pg pages, ${label}`, await loadAll(serving, options, () => ({ requests: pages() })));
        note(`pg sign-ins, ${label}`, await loadAll(serving, options, signIns));
      }
    }
    return [...figures.values()];
  } finally {
    const stopped = processes.filter((server) => server.child.exitCode === null).map((server) => new Promise((resolve) => server.child.once("exit", resolve)));
    for (const server of processes) server.child.kill("SIGTERM");
    await Promise.all(stopped);
    for (const server of processes) rmSync(server.dataDir, { recursive: true, force: true });
    cluster.stop();
  }
}
