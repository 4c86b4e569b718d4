// `npm run bench:server`: load on one server process over the TMDB 5000 import, per endpoint and
// for a mix, printing requests/s and p50/p99 latency; then signed-in pages and sign-ins on one and
// on two processes sharing a PostgreSQL (bench-scale-out.ts). Figures only: nothing passes or fails.
// BENCH_PARTS=api,pages,postgres (the default: all three) picks what is measured.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { readTmdb5000 } from "../server/src/catalog/import/tmdb5000";
import { writeCatalog } from "../server/src/catalog/import/write-catalog";
import { EVAL_QUERIES } from "../server/src/catalog/search/eval-queries";
import { CatalogStore } from "../server/src/catalog/store/catalog-store";
import { freePort } from "../server/src/lifecycle/free-port";
import { benchScaleOut, signInLoad, signUpBenchAccount } from "./bench-scale-out";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const KEY = "movieapp-local-catalog";
/** Distinct random requests per scenario; every connection walks this list in order, over and over. */
const REQUEST_POOL = Number(process.env.BENCH_REQUEST_POOL ?? 2_000);
const datasetDir = resolve(process.env.TMDB5000_DIR ?? "../shared/data/tmdb5000");
const PARTS = new Set((process.env.BENCH_PARTS ?? "api,pages,postgres").split(",").map((part) => part.trim()));

async function prepareDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "movieapp-bench-"));
  const movies = join(datasetDir, "tmdb_5000_movies.csv.gz");
  if (!existsSync(movies)) throw new Error(`TMDB 5000 not found in ${datasetDir} (set TMDB5000_DIR)`);
  console.log("Importing TMDB 5000…");
  await writeCatalog(readTmdb5000(movies, join(datasetDir, "tmdb_5000_credits.csv.gz")), join(dir, "catalog.db"), { source: "tmdb5000" });
  return dir;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const dataDir = await prepareDataDir();
const db = new Database(join(dataDir, "catalog.db"), { readonly: true });
const ids = (db.prepare("SELECT id FROM movies").all() as { id: number }[]).map((r) => r.id);
const personIds = (db.prepare("SELECT id FROM people").all() as { id: number }[]).map((r) => r.id);
const nameWords = (db.prepare("SELECT name FROM people ORDER BY popularity DESC LIMIT 1500").all() as { name: string }[])
  .map((r) => r.name.split(" ").at(-1)!.toLowerCase())
  .filter((w) => w.length >= 3);
const titleWords = (db.prepare("SELECT title FROM movies ORDER BY popularity DESC LIMIT 1500").all() as { title: string }[])
  .map((r) => r.title.split(" ")[0]!.toLowerCase())
  .filter((w) => w.length >= 3);
/** Actors with many leading parts, for discover's people filters. */
const leads = (db.prepare("SELECT person_id FROM cast_credits WHERE ord < 3 GROUP BY person_id ORDER BY count(*) DESC LIMIT 300").all() as { person_id: number }[]).map((r) => r.person_id);
const companies = (db.prepare("SELECT id FROM companies ORDER BY id LIMIT 2000").all() as { id: number }[]).map((r) => r.id);
db.close();
// Keyword ids are derived from names when the catalog is opened (store/keyword-index.ts).
const store = new CatalogStore(join(dataDir, "catalog.db"));
const keywordNames = store.films.keywordNames;
const keywordIds = store.keywords.keywordsOf(keywordNames).map((keyword) => keyword.id);
const keywordWords = [...new Set(keywordNames.map((name) => name.split(" ")[0]!).filter((word) => word.length >= 3))];
store.close();
const queries = [...EVAL_QUERIES.map((q) => q.query), ...titleWords];
const genres = [28, 12, 16, 35, 80, 18, 10751, 14, 27, 878, 53, 10749];
const sorts = ["popularity.desc", "vote_average.desc", "primary_release_date.desc", "revenue.desc", "title.asc"];
const allSorts = ["popularity", "revenue", "primary_release_date", "title", "original_title", "vote_average", "vote_count"].flatMap((key) => [`${key}.asc`, `${key}.desc`]);
const totalPages = Math.ceil(ids.length / 20);
const chance = (p: number) => Math.random() < p;
const year = () => 1940 + Math.floor(Math.random() * 77);
/** Discover with a random few of its filters, as the Discover page sends them. */
function discoverFilters(): string {
  const from = year();
  const params = [
    chance(0.6) && `with_genres=${pick(genres)}${chance(0.3) ? `,${pick(genres)}` : ""}`,
    chance(0.4) && `primary_release_date.gte=${from}-01-01&primary_release_date.lte=${from + Math.floor(Math.random() * 20)}-12-31`,
    chance(0.4) && `vote_average.gte=${(4 + Math.random() * 4).toFixed(1)}`,
    chance(0.4) && `vote_count.gte=${pick([10, 100, 300, 1000])}`,
    chance(0.3) && `with_runtime.gte=${pick([60, 90])}&with_runtime.lte=${pick([120, 150, 180])}`,
    chance(0.2) && `with_cast=${pick(leads)}`,
    chance(0.1) && `with_people=${pick(leads)}|${pick(leads)}`,
    chance(0.2) && `with_keywords=${pick(keywordIds)}`,
    chance(0.1) && `with_companies=${pick(companies)}`,
    chance(0.1) && "with_original_language=fr",
  ].filter(Boolean);
  return `/3/discover/movie?${[...params, `sort_by=${pick(allSorts)}`, `page=${1 + Math.floor(Math.random() * 3)}`, "include_adult=false"].join("&")}`;
}

const scenarios: Record<string, () => string> = {
  popular: () => `/3/movie/popular?page=${1 + Math.floor(Math.random() * totalPages)}&language=en-US`,
  "details+appends": () => `/3/movie/${pick(ids)}?language=en-US&append_to_response=videos,images`,
  credits: () => `/3/movie/${pick(ids)}/credits?language=en-US`,
  search: () => `/3/search/movie?query=${encodeURIComponent(pick(queries))}&page=1&include_adult=false&language=en-US`,
  discover: () => `/3/discover/movie?with_genres=${pick(genres)}&sort_by=${pick(sorts)}&page=${1 + Math.floor(Math.random() * 5)}&include_adult=false`,
  similar: () => `/3/movie/${pick(ids)}/similar?page=1&language=en-US`,
  recommendations: () => `/3/movie/${pick(ids)}/recommendations?page=1&language=en-US`,
  "person+credits": () => `/3/person/${pick(personIds)}?append_to_response=movie_credits&language=en-US`,
  "often with": () => `/3/person/${pick(personIds)}/often_with?language=en-US`,
  "search people": () => `/3/search/person?query=${encodeURIComponent(pick(nameWords))}&page=1&include_adult=false&language=en-US`,
  "popular people": () => `/3/person/popular?page=${1 + Math.floor(Math.random() * 20)}&language=en-US`,
  "top rated": () => `/3/movie/top_rated?page=${1 + Math.floor(Math.random() * 100)}&language=en-US`,
  "now playing": () => `/3/movie/now_playing?page=${1 + Math.floor(Math.random() * 2)}&language=en-US&region=US`,
  upcoming: () => `/3/movie/upcoming?page=1&language=en-US&region=US`,
  "discover filters": discoverFilters,
  keywords: () => `/3/movie/${pick(ids)}/keywords?language=en-US`,
  "search keyword": () => `/3/search/keyword?query=${encodeURIComponent(pick(keywordWords))}&page=1`,
  "search multi": () => `/3/search/multi?query=${encodeURIComponent(pick([...queries, ...nameWords]))}&page=1&include_adult=false&language=en-US`,
};
const all = Object.values(scenarios);
scenarios.mix = () => pick(all)();
/**
 * Signed-in pages, rendered by the server for one account (the first view: session, the page's
 * data and React's render, all in process). Their rate is the "signed-in page renders per second"
 * figure; a page sent as the plain app shell instead (its render could not start in time) would
 * not contain the first view's element, and is counted apart.
 */
const pageScenarios: Record<string, () => string> = {
  "page: home": () => "/",
  "page: film": () => `/movie/${pick(ids)}`,
  "page: search": () => `/search?q=${encodeURIComponent(pick(queries))}`,
  "page: person": () => `/person/${pick(personIds)}`,
};

spawnSync("npm", ["run", "--silent", "build:server"], { stdio: "inherit" });
const port = await freePort();
const { BASE_URL: _ignored, ...env } = process.env;
// TRUST_PROXY: the sign-in bench speaks for many clients (X-Forwarded-For), as behind a proxy.
const server = spawn(process.execPath, ["dist/server/main.js"], { env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", TRUST_PROXY: "on" }, stdio: ["ignore", "inherit", "inherit"] });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 100));
}

console.log(`\nOne server process, ${CONNECTIONS} connections, ${DURATION_S} s per scenario, ${ROUNDS} rounds, random ids/pages/queries from ${ids.length} films`);
console.log("Figures are medians over the rounds, with the lowest and highest req/s: this machine's neighbours make single runs swing.\n");
const runs = new Map<string, Array<{ rps: number; p50: number; p99: number; errors: number }>>();
for (let round = 1; round <= ROUNDS && PARTS.has("api"); round++) {
  for (const [name, makePath] of Object.entries(scenarios)) {
    // The load generator shares the machine's two cores with the server, so its own cost is kept
    // low: the random paths are drawn up front and autocannon cycles through ready-made requests,
    // instead of building each one in a callback while the clock runs.
    const requests = Array.from({ length: REQUEST_POOL }, () => ({ method: "GET" as const, path: `${makePath()}&api_key=${KEY}` }));
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests });
    runs.set(name, [...(runs.get(name) ?? []), { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }]);
  }
}
const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: base },
  body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: "lantern orchard 1987 breeze", name: "Bench Mark" }),
});
const cookie = signUp.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
if (!signUp.ok || !cookie) throw new Error(`Signing up the bench account failed: ${signUp.status} ${await signUp.text()}`);
const shells = new Map<string, number>();
/** The server's CPU time so far, in ms (user + system, from /proc): a page's cost that busy neighbours on the machine disturb far less than its rate. */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const cpuPerPage = new Map<string, number[]>();
/** One round of signed-in requests of each scenario, as the account of `cookie`: their rates, latencies and server CPU time each. */
async function measureSignedIn(scenarioSet: Record<string, () => string>, asCookie: string): Promise<void> {
  for (const [name, makePath] of Object.entries(scenarioSet)) {
    // A rendered page is private to its visitor; the shell sent instead is the same for everyone.
    const countShell = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
      if (name.startsWith("page:") && headers?.["cache-control"] !== "private, no-cache") shells.set(name, (shells.get(name) ?? 0) + 1);
    };
    const requests = Array.from({ length: REQUEST_POOL }, () => ({ method: "GET" as const, path: makePath(), headers: { Cookie: asCookie, "Accept-Encoding": "br" }, onResponse: countShell }));
    const cpuBefore = serverCpuMs();
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, requests });
    cpuPerPage.set(name, [...(cpuPerPage.get(name) ?? []), (serverCpuMs() - cpuBefore) / Math.max(1, result.requests.total)]);
    runs.set(name, [...(runs.get(name) ?? []), { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }]);
  }
}
for (let round = 1; round <= ROUNDS && PARTS.has("pages"); round++) await measureSignedIn(pageScenarios, cookie);
if (PARTS.has("pages")) {
  // A keen viewer's film life: 5,000 viewings of TMDB 5000's films over ten years (an import, as a
  // Letterboxd diary brings them), half of them rated; their statistics and diary, as page and API.
  const { cookie: diarist } = await signUpBenchAccount(base, 999);
  const items = Array.from({ length: 5_000 }, (_, n) => {
    const movieId = ids[(n * 7919) % ids.length]!;
    const day = new Date(Date.UTC(2015, 0, 1) + ((n * 37) % 3650) * 86_400_000).toISOString().slice(0, 10);
    return { movie_id: movieId, title: `Film ${movieId}`, year: "", poster_path: null, rating: n % 2 === 0 ? 0.5 + (n % 10) / 2 : null, seen_on: day, list: null, added_at: null };
  });
  const imported = await fetch(`${base}/api/me/import/apply`, { method: "POST", headers: { "Content-Type": "application/json", Origin: base, Cookie: diarist }, body: JSON.stringify({ kind: "letterboxd-diary", items }) });
  if (!imported.ok) throw new Error(`Importing the diarist's viewings failed: ${imported.status} ${await imported.text()}`);
  const filmLife = {
    "page: stats (5,000 viewings)": () => "/stats",
    "page: stats of a year": () => `/stats?year=${2015 + Math.floor(Math.random() * 10)}`,
    "page: diary (5,000 viewings)": () => `/diary?page=${1 + Math.floor(Math.random() * 100)}`,
    "api: stats (5,000 viewings)": () => "/api/me/stats",
  };
  for (let round = 1; round <= ROUNDS; round++) await measureSignedIn(filmLife, diarist);
}
if (PARTS.has("pages")) {
  // Sign-ins on the default SQLite, for comparison with PostgreSQL's below.
  const accounts = await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => signUpBenchAccount(base, n)));
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION_S, ...signInLoad(base, accounts) });
    runs.set("sign-ins (sqlite)", [...(runs.get("sign-ins (sqlite)") ?? []), { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }]);
  }
}
if (PARTS.has("postgres")) {
  console.log(`\nOne and two server processes on one PostgreSQL (a cluster of the bench's own), ${CONNECTIONS} connections per process`);
  const pagePaths = Object.values(pageScenarios);
  const figures = await benchScaleOut({ catalogDir: dataDir, pagePath: () => pick(pagePaths)(), seconds: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS, requestPool: REQUEST_POOL });
  for (const figure of figures) runs.set(figure.name, figure.rps.map((rps, i) => ({ rps, p50: figure.p50[i]!, p99: figure.p99[i]!, errors: i === 0 ? figure.errors : 0 })));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${"scenario".padEnd(26)} ${"req/s".padStart(8)} ${"(low–high)".padStart(14)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(7)}`);
for (const [name, results] of runs) {
  const rps = results.map((r) => r.rps);
  const range = `${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)}`;
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  console.log(`${name.padEnd(26)} ${median(rps).toFixed(0).padStart(8)} ${range.padStart(14)} ${String(median(results.map((r) => r.p50))).padStart(7)} ${String(median(results.map((r) => r.p99))).padStart(7)} ${String(errors).padStart(7)}`);
}
if (cpuPerPage.size) console.log("\nServer CPU time per signed-in page (median over the rounds), and the pages one core could render at that cost:");
for (const [name, costs] of cpuPerPage) console.log(`${name.padEnd(26)} ${median(costs).toFixed(2).padStart(6)} ms  ${(1000 / median(costs)).toFixed(0).padStart(6)} pages/s per core`);
const status = existsSync(`/proc/${server.pid}/status`) ? readFileSync(`/proc/${server.pid}/status`, "utf8") : "";
const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
if (rss) console.log(`\nServer resident memory after the run: ${(Number(rss) / 1024).toFixed(0)} MB`);
for (const [name, count] of shells) console.log(`${name}: ${count} answers were the app shell (no first view: its render could not start in time, or failed), not a rendered page`);
console.log("Targets: mix ≥ 5,000 req/s with p99 ≤ 10 ms; every list's p99 ≤ 10 ms; search p99 ≤ 5 ms; signed-in pages ≥ 300 renders/s.");
console.log("On PostgreSQL, the pages' and sign-ins' req/s are summed over the processes, and p50/p99 are the larger of theirs; sign-ins are argon2-bound (19 MiB, two passes each).");
server.kill("SIGTERM");
