// `npm run bench:scale`: the embedded catalog at several sizes, each a generated catalog
// (`npm run catalog -- generate`), on one server process: the import's time and peak memory, the
// catalog file's size, the server's start to healthy, its memory idle and under load, and the
// latency and rate of each catalog endpoint with 10 connections; then each figure at the largest
// size against the smallest. Figures only: nothing passes or fails (docs/performance.md).
//   BENCH_SCALE_FILMS=5000,100000,1000000   the sizes (the default)
//   BENCH_SECONDS=4                          seconds of load per endpoint
// The import's peak memory is the process's own maximum resident set (reported as it exits); the
// server's is read from /proc (Linux).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { catalogPath } from "../server/src/catalog/catalog-file";
import { freePort } from "../server/src/lifecycle/free-port";
import { bundleServerEntries } from "../server/src/test-support/bundle-entries";

const SIZES = (process.env.BENCH_SCALE_FILMS ?? "5000,100000,1000000").split(",").map((size) => Number(size.trim().replaceAll("_", "")));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
/** Distinct random requests per endpoint; the connections cycle through them. */
const REQUEST_POOL = 2_000;
const KEY = "movieapp-local-catalog";

/**
 * A process's memory now, in MB (zeros once it has gone): all it has resident; its own (anonymous:
 * heap, arrays, SQLite's page cache); the catalog file's pages it has mapped, which the system
 * shares with every process mapping the same file, and its share of them (a page two processes
 * map counts half in each); and its share of everything it has resident (proportional set size).
 */
interface Memory {
  resident: number;
  own: number;
  catalogMapped: number;
  catalogShare: number;
  proportional: number;
}

const megabytes = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0) / 1024;

/** A /proc file of the process, or "" once it has gone. */
function procFile(pid: number, name: string): string {
  try {
    return readFileSync(`/proc/${pid}/${name}`, "utf8");
  } catch {
    return "";
  }
}

/** All it has resident and its own, from one small file: cheap enough to sample under load. */
function residentOf(pid: number): Pick<Memory, "resident" | "own"> {
  const status = procFile(pid, "status");
  return { resident: megabytes(status, "VmRSS"), own: megabytes(status, "RssAnon") };
}

/** The whole breakdown: the kernel walks every mapping for it, so it is read only between loads. */
function memoryOf(pid: number): Memory {
  // smaps: a header line per mapping (its file's path last), then its figures.
  const catalogMappings = procFile(pid, "smaps").split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/).filter((mapping) => / \/\S*catalog\.db\n/.test(mapping));
  const sum = (field: string) => catalogMappings.reduce((total, mapping) => total + megabytes(mapping, field), 0);
  return { ...residentOf(pid), catalogMapped: sum("Rss"), catalogShare: sum("Pss"), proportional: megabytes(procFile(pid, "smaps_rollup"), "Pss") };
}

/** Loaded before the command line: says the process's peak resident memory (kB) as it exits. */
const REPORT_PEAK = 'data:text/javascript,process.on("exit",()=>process.stderr.write(`peak-rss-kb ${process.resourceUsage().maxRSS}\\n`))';

/** Generates the films and loads them into DATA_DIR's catalog, as `npm run catalog -- generate` does. */
async function generate(cli: string, films: number, dataDir: string): Promise<{ seconds: number; peakMb: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", REPORT_PEAK, cli, "generate", "--films", String(films)], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "inherit", "pipe"] });
  let peakKb = 0;
  child.stderr.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    const reported = /peak-rss-kb (\d+)/.exec(text);
    if (reported) peakKb = Number(reported[1]);
    process.stderr.write(text.replace(/peak-rss-kb \d+\n/, ""));
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`Generating ${films} films failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

async function startServer(main: string, dataDir: string): Promise<{ server: ChildProcess; base: string; startSeconds: number }> {
  const port = await freePort();
  const { BASE_URL: _viteBaseUrl, ...env } = process.env;
  const started = performance.now();
  const server = spawn(process.execPath, [main], { env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error("The server exited before it was healthy");
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error("The server was not healthy within 2 minutes");
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { server, base, startSeconds: (performance.now() - started) / 1000 };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** What the requests are made of, read from the catalog: ids, and words its titles and names use. */
function readSubjects(dataDir: string) {
  const db = new Database(catalogPath(dataDir), { readonly: true });
  const column = <T>(sql: string) => db.prepare(sql).pluck().all() as T[];
  const ids = column<number>("SELECT id FROM movies ORDER BY random() LIMIT 5000");
  const personIds = column<number>("SELECT id FROM people ORDER BY random() LIMIT 5000");
  const films = column<number>("SELECT count(*) FROM movies")[0]!;
  const titles = column<string>("SELECT title FROM movies ORDER BY random() LIMIT 20000");
  const names = column<string>("SELECT name FROM people ORDER BY random() LIMIT 5000");
  const leads = column<number>("SELECT person_id FROM cast_credits WHERE ord < 3 GROUP BY person_id ORDER BY count(*) DESC LIMIT 300");
  db.close();
  const counts = new Map<string, number>();
  for (const title of titles) for (const word of new Set(title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4))) counts.set(word, (counts.get(word) ?? 0) + 1);
  const commonWords = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 50).map(([word]) => word);
  const twoWords = titles.map((title) => title.toLowerCase().split(/\s+/).slice(0, 2).join(" ")).filter((pair) => pair.includes(" "));
  // A typo: two neighbouring letters swapped inside a common word.
  const typos = commonWords.map((word) => `${word.slice(0, 1)}${word[2]}${word[1]}${word.slice(3)}`);
  const surnames = names.map((name) => name.split(" ").at(-1)!.toLowerCase()).filter((word) => word.length >= 3);
  return { ids, personIds, films, commonWords, twoWords, typos, surnames, leads };
}

type Subjects = ReturnType<typeof readSubjects>;

const DISCOVER_SORTS = ["popularity", "revenue", "primary_release_date", "title", "original_title", "vote_average", "vote_count"].flatMap((key) => [`${key}.desc`, `${key}.asc`]);

/** Each endpoint as a person's client asks it, with random ids, pages and words. */
function endpoints(s: Subjects): Record<string, () => string> {
  const pages = Math.min(500, Math.ceil(s.films / 20));
  const deep = () => Math.max(1, pages - Math.floor(Math.random() * 10));
  const filters = () => `with_genres=${pick([18, 35, 28, 53, 27])}&primary_release_date.gte=${1960 + Math.floor(Math.random() * 50)}-01-01&vote_count.gte=${pick([0, 10, 100])}`;
  return {
    "search: a common word": () => `/3/search/movie?query=${encodeURIComponent(pick(s.commonWords))}&page=1`,
    "search: two words": () => `/3/search/movie?query=${encodeURIComponent(pick(s.twoWords))}&page=1`,
    "search: a typo": () => `/3/search/movie?query=${encodeURIComponent(pick(s.typos))}&page=1`,
    "search: people": () => `/3/search/person?query=${encodeURIComponent(pick(s.surnames))}&page=1`,
    "search: multi": () => `/3/search/multi?query=${encodeURIComponent(pick([...s.commonWords, ...s.surnames]))}&page=1`,
    "suggestions (4 letters)": () => `/3/search/multi?query=${encodeURIComponent(pick(s.commonWords).slice(0, 4))}&page=1`,
    ...Object.fromEntries(DISCOVER_SORTS.map((sort) => [`discover: ${sort}`, () => `/3/discover/movie?sort_by=${sort}&page=${1 + Math.floor(Math.random() * 3)}`])),
    "discover: filtered, each sort": () => `/3/discover/movie?${filters()}&sort_by=${pick(DISCOVER_SORTS)}&page=1`,
    "discover: with a lead actor": () => `/3/discover/movie?with_cast=${pick(s.leads)}&sort_by=${pick(DISCOVER_SORTS)}&page=1`,
    "discover: a deep page": () => `/3/discover/movie?sort_by=${pick(DISCOVER_SORTS)}&page=${deep()}`,
    "popular: a deep page": () => `/3/movie/popular?page=${deep()}`,
    "top rated: a deep page": () => `/3/movie/top_rated?page=${deep()}`,
    "film with credits": () => `/3/movie/${pick(s.ids)}?append_to_response=credits`,
    similar: () => `/3/movie/${pick(s.ids)}/similar?page=1`,
    recommendations: () => `/3/movie/${pick(s.ids)}/recommendations?page=1`,
    "person with credits": () => `/3/person/${pick(s.personIds)}?append_to_response=movie_credits`,
    "often with": () => `/3/person/${pick(s.personIds)}/often_with?language=en-US`,
  };
}

interface Load {
  /** The first request's time, on a server that has answered nothing like it yet (nothing cached). */
  firstMs: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

interface SizeFigures {
  films: number;
  importSeconds: number;
  importPeakMb: number;
  catalogMb: number;
  startSeconds: number;
  idle: Memory;
  /** The most resident, and the most of its own, while under load. */
  loaded: Memory;
  loads: Map<string, Load>;
  twoProcesses: TwoProcesses;
}

/** A second server on the same catalog file, after the same load on both. */
interface TwoProcesses {
  first: Memory;
  second: Memory;
  /** Failed requests to either server during that load. */
  errors: number;
}

/** The endpoints the second server is loaded with: those reading the most of the file. */
const SHARED_LOAD = ["film with credits", "person with credits", "search: two words", "similar"];

async function load(base: string, path: () => string): Promise<Load> {
  const paths = Array.from({ length: REQUEST_POOL }, () => `${path()}&api_key=${KEY}`);
  const first = performance.now();
  const answer = await fetch(`${base}${paths[0]!}`);
  await answer.arrayBuffer();
  const firstMs = performance.now() - first;
  // One list of requests for all connections, each next request the next in the list (autocannon's
  // own list starts again at its top for every connection, so ten would ask the same thing at once).
  let next = 0;
  const requests = [{ method: "GET" as const, setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length]! }) }];
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
  return { firstMs, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx + (answer.ok ? 0 : 1) };
}

/**
 * Starts a second server whose DATA_DIR's catalog.db is a symbolic link to the first's file (as
 * docs/deploy.md describes for several processes on one host), loads both with the endpoints that
 * read the most of the file, and reads both processes' memory and the page cache's growth.
 */
async function secondProcessOnOneFile(main: string, dataDir: string, first: ChildProcess, firstBase: string, subjects: Subjects): Promise<TwoProcesses> {
  const otherDir = mkdtempSync(join(tmpdir(), "movieapp-scale-second-"));
  try {
    symlinkSync(catalogPath(dataDir), catalogPath(otherDir));
    const { server, base } = await startServer(main, otherDir);
    const stopped = new Promise((resolve) => server.on("exit", resolve));
    try {
      const paths = endpoints(subjects);
      let errors = 0;
      for (const name of SHARED_LOAD) for (const each of await Promise.all([load(firstBase, paths[name]!), load(base, paths[name]!)])) errors += each.errors;
      return { first: memoryOf(first.pid!), second: memoryOf(server.pid!), errors };
    } finally {
      server.kill("SIGTERM");
      await stopped;
    }
  } finally {
    rmSync(otherDir, { recursive: true, force: true });
  }
}

async function measure(films: number, bundles: { main: string; cli: string }): Promise<SizeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), `movieapp-scale-${films}-`));
  try {
    console.log(`\n── ${films.toLocaleString("en")} films ──`);
    const imported = await generate(bundles.cli, films, dataDir);
    const catalogMb = statSync(catalogPath(dataDir)).size / 1024 / 1024;
    const subjects = readSubjects(dataDir);
    const { server, base, startSeconds } = await startServer(bundles.main, dataDir);
    const stopped = new Promise((resolve) => server.on("exit", resolve));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = memoryOf(server.pid!);
    const loaded = { ...idle };
    const sampler = setInterval(() => {
      const now = residentOf(server.pid!);
      loaded.resident = Math.max(loaded.resident, now.resident);
      loaded.own = Math.max(loaded.own, now.own);
    }, 250);
    try {
      const loads = new Map<string, Load>();
      for (const [name, path] of Object.entries(endpoints(subjects))) {
        const measured = await load(base, path);
        loads.set(name, measured);
        console.log(`${name.padEnd(36)} first ${measured.firstMs.toFixed(0).padStart(5)} ms  p50 ${String(measured.p50).padStart(4)} ms  p99 ${String(measured.p99).padStart(4)} ms  ${measured.rps.toFixed(0).padStart(6)} req/s${measured.errors ? `  ${measured.errors} errors` : ""}`);
      }
      clearInterval(sampler);
      const twoProcesses = await secondProcessOnOneFile(bundles.main, dataDir, server, base, subjects);
      return { films, importSeconds: imported.seconds, importPeakMb: imported.peakMb, catalogMb, startSeconds, idle, loaded, loads, twoProcesses };
    } finally {
      clearInterval(sampler);
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGTERM");
        await stopped;
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bundles = bundleServerEntries(join("node_modules", ".cache", "bench-scale"));
const results: SizeFigures[] = [];
for (const films of SIZES) results.push(await measure(films, bundles));

const columns = results.map((result) => result.films.toLocaleString("en").padStart(11));
const ratio = (first: number, last: number) => (first > 0 ? `${(last / first).toFixed(1)}×` : "—").padStart(8);
const row = (name: string, values: number[], digits = 0) => console.log(`${name.padEnd(36)} ${values.map((value) => value.toFixed(digits).padStart(11)).join(" ")} ${results.length > 1 ? ratio(values[0]!, values.at(-1)!) : ""}`);
console.log(`\n${"films".padEnd(36)} ${columns.join(" ")} ${results.length > 1 ? "last/first".padStart(8) : ""}`);
row("import, s", results.map((r) => r.importSeconds), 1);
row("import peak memory, MB", results.map((r) => r.importPeakMb));
row("catalog.db, MB", results.map((r) => r.catalogMb));
row("start to healthy, s", results.map((r) => r.startSeconds), 2);
row("server memory idle, MB", results.map((r) => r.idle.resident));
row("  its own (not the file's pages)", results.map((r) => r.idle.own));
row("  the catalog file's pages mapped", results.map((r) => r.idle.catalogMapped));
row("server memory under load (max), MB", results.map((r) => r.loaded.resident));
row("  its own (max)", results.map((r) => r.loaded.own));
console.log("Two servers on one catalog file (the second's catalog.db a symbolic link to the first's), after the same load:");
row("  the second's own memory, MB", results.map((r) => r.twoProcesses.second.own));
row("  catalog pages each maps, MB", results.map((r) => Math.max(r.twoProcesses.first.catalogMapped, r.twoProcesses.second.catalogMapped)));
row("  each one's share of them, MB", results.map((r) => Math.max(r.twoProcesses.first.catalogShare, r.twoProcesses.second.catalogShare)));
row("  both resident together, MB", results.map((r) => r.twoProcesses.first.resident + r.twoProcesses.second.resident));
row("  both by share (no page twice), MB", results.map((r) => r.twoProcesses.first.proportional + r.twoProcesses.second.proportional));
row("  failed requests", results.map((r) => r.twoProcesses.errors));
console.log("\nPer endpoint and size: the first answer's ms | p50/p99 ms and requests/s under load; last/first is of p99.");
for (const name of results[0]!.loads.keys()) {
  const cells = results.map((result) => {
    const load = result.loads.get(name)!;
    return `${load.firstMs.toFixed(0).padStart(5)} | ${`${load.p50}/${load.p99}`.padStart(7)} ${load.rps.toFixed(0).padStart(6)}/s${load.errors ? ` ${load.errors} errors` : ""}`;
  });
  const p99s = results.map((result) => result.loads.get(name)!.p99);
  console.log(`${name.padEnd(36)} ${cells.join(" ")} ${results.length > 1 ? ratio(Math.max(1, p99s[0]!), p99s.at(-1)!) : ""}`);
}
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per endpoint, one server process; generated catalogs (seed 1).`);
console.log("Targets at 1,000,000 films: import ≤ 15 min and ≤ 2 GB; start ≤ 5 s; ≤ 600 MB idle, ≤ 1 GB under load; p99 ≤ 50 ms (discover ≤ 100 ms).");
