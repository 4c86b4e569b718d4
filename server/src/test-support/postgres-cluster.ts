import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "../lifecycle/free-port";

/**
 * A throwaway PostgreSQL for tests and benchmarks: a cluster made with `initdb` in a temporary
 * directory, started with `pg_ctl` on a free port on 127.0.0.1 (no Unix socket), stopped and
 * removed by `stop()`. It uses Debian's `postgresql` package (its binaries live in
 * /usr/lib/postgresql/<version>/bin, which is not on the PATH). PostgreSQL refuses to run as
 * root, so under root the cluster belongs to, and runs as, the `postgres` user the package creates.
 */
export interface PostgresCluster {
  /** The superuser's URL to the `postgres` database: postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** Stops the server (as a crash would: connections are cut), keeping its data, for a test of the database going away. */
  halt: () => void;
  /** Starts a halted server again on the same port, with the same data. */
  resume: () => void;
  /** Stops the server at once and removes its directory. */
  stop: () => void;
}

export const MISSING_POSTGRES =
  "PostgreSQL's server programs (initdb, pg_ctl) were not found: the tests run the accounts and lists against a real PostgreSQL. Install it with `apt-get install -y postgresql` (Debian), or set PG_BIN to the directory holding initdb and pg_ctl.";

/** Where initdb and pg_ctl are: PG_BIN, else the newest <versions>/<version>/bin (Debian's layout), else the PATH. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env, versions = "/usr/lib/postgresql"): string {
  const candidates = [
    env.PG_BIN,
    ...(existsSync(versions)
      ? readdirSync(versions)
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(versions, version, "bin"))
      : []),
    ...(env.PATH ?? "").split(":"),
  ];
  const found = candidates.find((dir) => dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
  if (!found) throw new Error(MISSING_POSTGRES);
  return found;
}

const runningAsRoot = () => process.getuid?.() === 0;

/** Runs one of PostgreSQL's programs, as the `postgres` user when we are root. */
function run(bin: string, program: string, args: string[]): void {
  const [command, fullArgs] = runningAsRoot() ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]] : [join(bin, program), args];
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${program} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
}

export interface ClusterOptions {
  /**
   * Whether commits wait for the disk (PostgreSQL's default). Tests turn it off: they check what
   * the app does with its database, not that the disk keeps a crashed machine's commits.
   */
  fsync?: boolean;
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), "movieapp-pg-"));
  if (runningAsRoot()) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()), Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim()));
  const data = join(dir, "data");
  const user = runningAsRoot() ? "postgres" : userInfo().username;
  try {
    run(bin, "initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = [`-p ${port}`, "-c listen_addresses=127.0.0.1", "-c unix_socket_directories=''", "-c max_connections=300", ...(options.fsync === false ? ["-c fsync=off"] : [])];
      const start = () => run(bin, "pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", settings.join(" "), "start"]);
      try {
        start();
      } catch (error) {
        // Another process took the port between freePort() and the start: try another.
        const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
        if (attempt < 3 && /could not bind|Address already in use/.test(log)) continue;
        throw error;
      }
      let stopped = false;
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        port,
        halt: () => run(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
        resume: start,
        stop: () => {
          if (stopped) return;
          stopped = true;
          try {
            run(bin, "pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
          } finally {
            rmSync(dir, { recursive: true, force: true });
          }
        },
      };
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start a PostgreSQL cluster for the tests as ${user}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

let databases = 0;

/** A new, empty database in the cluster (a test's own, so it starts from nothing); its URL. */
export async function createDatabase(clusterUrl: string, label = "test"): Promise<string> {
  const name = `${label.replace(/\W/g, "_")}_${process.pid}_${Date.now()}_${++databases}`.toLowerCase();
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}
