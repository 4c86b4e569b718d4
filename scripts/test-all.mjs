// `npm test` and `npm run test:quick`: every check, each started as soon as the checks it waits for
// have passed, so neither core waits while another check could run (docs/testing.md):
//   lint, type-check and (npm test) the build and the check that Debian's Chromium is there start at once;
//   the unit tests once the type-check and the build have passed (beside the rest of lint, which takes
//   longest on a clean clone);
//   (npm test) the end-to-end tests once everything else has passed: they keep both cores busy alone.
// A check that fails starts nothing more; the run ends when the checks already running end. A check
// running alone prints as it goes, one beside others prints its output whole when it ends. The times
// of each check (when it began and how long it took) are printed at the end.
import { spawn } from "node:child_process";

const quick = process.argv.includes("--quick");

/** @typedef {{ name: string; command: string; args: string[]; after: string[] }} Check */
/** @type {Check[]} */
const checks = [
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"], after: [] },
  { name: "type-check", command: "npm", args: ["run", "--silent", "typecheck"], after: [] },
  ...(quick
    ? []
    : [
        { name: "build", command: process.execPath, args: ["scripts/build-stale.mjs"], after: [] },
        // Found missing in a moment, not after the minutes before the journeys.
        { name: "browsers", command: process.execPath, args: ["scripts/check-chromium.mjs"], after: [] },
      ]),
  { name: "unit tests", command: "npm", args: ["run", "--silent", "test:unit"], after: quick ? ["type-check"] : ["type-check", "build"] },
  ...(quick ? [] : [{ name: "end-to-end tests", command: "npm", args: ["run", "--silent", "test:e2e"], after: ["lint", "build", "browsers", "unit tests"] }]),
];

const names = new Set(checks.map((check) => check.name));
for (const check of checks) {
  for (const name of check.after) if (!names.has(name)) throw new Error(`"${check.name}" waits for "${name}", which is no check`);
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const began = Date.now();
/** @type {Map<string, { ok: boolean; startedAt: number; ms: number }>} */
const finished = new Map();
/** @type {Set<string>} */
const running = new Set();
let failed = false;

/**
 * Runs one check; alone, it prints as it goes, beside others it prints when it ends.
 * @param {Check} check
 */
function run(check) {
  const alone = running.size === 0 && checks.every((other) => other === check || finished.has(other.name));
  running.add(check.name);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    // A command that cannot be started at all fails like one that exits with an error.
    child.on("error", (error) => console.error(`${check.name} could not be started: ${error.message}`));
    child.on("close", (code) => {
      const ms = Date.now() - startedAt;
      if (!alone) {
        console.log(`\n── ${check.name} (${code === 0 ? "passed" : "FAILED"}, ${seconds(ms)}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      running.delete(check.name);
      finished.set(check.name, { ok: code === 0, startedAt: startedAt - began, ms });
      if (code !== 0) failed = true;
      resolve(undefined);
    });
  });
}

/** Starts every check whose checks to wait for have all passed; answers when all that were started have ended. */
async function startReady() {
  if (failed) return;
  const ready = checks.filter(
    (check) => !finished.has(check.name) && !running.has(check.name) && check.after.every((name) => finished.get(name)?.ok),
  );
  await Promise.all(ready.map(async (check) => {
    if (ready.length === 1 && running.size === 0) console.log(`\n═══ ${check.name} ═══`);
    await run(check);
    await startReady();
  }));
}

console.log(`\n═══ ${checks.filter((check) => check.after.length === 0).map((check) => check.name).join(", ")} ═══`);
await startReady();

const times = checks
  .filter((check) => finished.has(check.name))
  .map((check) => {
    const { ok, startedAt, ms } = /** @type {{ ok: boolean; startedAt: number; ms: number }} */ (finished.get(check.name));
    return `${check.name}: ${seconds(ms)} (from ${seconds(startedAt)})${ok ? "" : " FAILED"}`;
  });
const notRun = checks.filter((check) => !finished.has(check.name)).map((check) => check.name);
if (notRun.length > 0) times.push(`not run: ${notRun.join(", ")}`);
console.log(`\n═══ times ═══\n${times.join("\n")}\nin all: ${seconds(Date.now() - began)}`);
process.exit(failed || notRun.length > 0 ? 1 : 0);
