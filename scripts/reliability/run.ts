// `npm run test:reliability`: the reliability suite of issue #22 (docs/reliability.md). Builds the
// app, starts the real server on fresh DATA_DIRs in the OS temp dir, runs each check, prints a
// PASS/FAIL line per check, and exits 1 if any failed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runImport } from "./catalog-import";
import { killAll } from "./children";
import { checkFuzz } from "./check-fuzz";
import { checkKillDuringImport } from "./check-kill-import";
import { checkKillDuringListWrites } from "./check-kill-list-writes";
import { checkKillDuringSignUps } from "./check-kill-sign-ups";
import { checkLimits } from "./check-limits";
import { checkLoad } from "./check-load";
import { checkMemory } from "./check-memory";
import { checkSignInRace } from "./check-sign-in-race";
import { PROJECT_ROOT, tmdb5000Files } from "./project";
import type { CheckResult } from "./report";
import { startServer } from "./server-process";

const CHECKS = ["fuzz", "limits", "memory", "race", "load", "kill-sign-ups", "kill-import", "kill-list-writes"] as const;
type CheckName = (typeof CHECKS)[number];

function settings() {
  const loadSeconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
  if (!Number.isInteger(loadSeconds) || loadSeconds < 1) throw new Error(`RELIABILITY_LOAD_SECONDS must be a whole number of seconds, not "${process.env.RELIABILITY_LOAD_SECONDS}"`);
  const seed = process.env.RELIABILITY_SEED ? Number(process.env.RELIABILITY_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed)) throw new Error(`RELIABILITY_SEED must be an integer, not "${process.env.RELIABILITY_SEED}"`);
  const asked = process.env.RELIABILITY_CHECKS?.split(",").map((name) => name.trim()).filter(Boolean) ?? [...CHECKS];
  const unknown = asked.filter((name) => !(CHECKS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`RELIABILITY_CHECKS: unknown check(s) ${unknown.join(", ")}; the checks are ${CHECKS.join(", ")}`);
  return { loadSeconds, seed, only: new Set(asked as CheckName[]), keep: process.env.RELIABILITY_KEEP_DATA === "1" };
}

function tempDataDir(label: string): string {
  return mkdtempSync(join(tmpdir(), `movieapp-reliability-${label}-`));
}

async function main(): Promise<number> {
  const started = performance.now();
  const { loadSeconds, seed, only, keep } = settings();
  const files = tmdb5000Files();
  const results: CheckResult[] = [];
  const dirs: string[] = [];

  console.log("Building what is stale (scripts/build-stale.mjs)…");
  // The suite must test the code in this tree, not an older dist/: each part older than its sources
  // is built again, and a fresh one (CI runs the suite just after npm test has built it) is not.
  const build = spawnSync(process.execPath, ["scripts/build-stale.mjs"], { cwd: PROJECT_ROOT, encoding: "utf8" });
  if (build.status !== 0) {
    console.error(`${build.stdout}\n${build.stderr}\nThe build failed: nothing was checked.`);
    return 1;
  }

  try {
    if (["fuzz", "limits", "memory", "race", "load"].some((name) => only.has(name as CheckName))) {
      // Checks 1–5 share one server over the largest catalog at hand.
      const dataDir = tempDataDir("main");
      dirs.push(dataDir);
      if (files) {
        const importStarted = performance.now();
        console.log(`Importing TMDB 5000 into ${dataDir}…`);
        console.log(`${await runImport(dataDir, files)} (${((performance.now() - importStarted) / 1000).toFixed(1)} s with npm and tsx start-up)`);
      } else {
        console.log("TMDB 5000 is not here (../shared/data/tmdb5000, or TMDB5000_DIR): checks 1–5 use the sample catalog the server seeds.");
      }
      const server = await startServer({ dataDir });
      console.log(`Server pid ${server.pid} on ${server.base}, DATA_DIR ${dataDir}`);
      try {
        if (only.has("fuzz")) results.push(await checkFuzz(server, seed));
        if (only.has("limits")) results.push(await checkLimits(server));
        if (only.has("memory")) results.push(await checkMemory(server));
        if (only.has("race")) results.push(await checkSignInRace(server));
        if (only.has("load")) results.push(await checkLoad(server, loadSeconds));
        if (!server.alive()) console.log(`The server stopped during the checks. Its last lines:\n${server.logTail()}`);
      } finally {
        await server.stop();
      }
    }
    // Checks 6, 7 and 8 crash things on purpose: each gets a DATA_DIR of its own (sample catalog).
    if (only.has("kill-sign-ups")) {
      const dataDir = tempDataDir("sign-ups");
      dirs.push(dataDir);
      results.push(await checkKillDuringSignUps(dataDir));
    }
    if (only.has("kill-list-writes")) {
      const dataDir = tempDataDir("lists");
      dirs.push(dataDir);
      results.push(await checkKillDuringListWrites(dataDir));
    }
    if (only.has("kill-import")) {
      const dataDir = tempDataDir("import");
      dirs.push(dataDir);
      results.push(await checkKillDuringImport(dataDir, files));
    }
  } finally {
    killAll();
    if (keep) console.log(`\nData kept (RELIABILITY_KEEP_DATA=1): ${dirs.join(", ")}`);
    else for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  console.log("\nSummary");
  for (const result of results) console.log(`${result.outcome.padEnd(7)} ${result.title}${result.reasons.length ? `: ${result.reasons.join("; ")}` : ""}`);
  const failed = results.filter((r) => r.outcome === "FAIL").length;
  const seedNote = only.has("fuzz") ? ` (fuzz seed ${seed})` : "";
  console.log(`\n${failed === 0 ? "All checks passed" : `${failed} check(s) failed`} in ${((performance.now() - started) / 1000).toFixed(0)} s${seedNote}.`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
