// `npm test` and `npm run test:quick`: every check, in phases. The checks of a phase run side by side
// (each mostly on one core), their output printed whole as each ends; a phase that fails stops the run.
// The time of each check and each phase is printed at the end (docs/testing.md).
//   npm test            lint, type-check and build; unit tests; end-to-end tests
//   npm run test:quick  lint and type-check; unit tests
import { spawn } from "node:child_process";

const quick = process.argv.includes("--quick");

/** @typedef {{ name: string; command: string; args: string[] }} Check */
/** @type {{ name: string; checks: Check[] }[]} */
const phases = [
  {
    name: quick ? "lint and type-check" : "lint, type-check and build",
    checks: [
      { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
      { name: "type-check", command: "npm", args: ["run", "--silent", "typecheck"] },
      ...(quick ? [] : [{ name: "build", command: process.execPath, args: ["scripts/build-stale.mjs"] }]),
    ],
  },
  { name: "unit tests", checks: [{ name: "unit tests", command: "npm", args: ["run", "--silent", "test:unit"] }] },
  ...(quick ? [] : [{ name: "end-to-end tests", checks: [{ name: "end-to-end tests", command: "npm", args: ["run", "--silent", "test:e2e"] }] }]),
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one check; a check alone in its phase prints as it goes, one beside others prints when it ends.
 * @param {Check} check
 * @param {boolean} alone
 * @returns {Promise<{ ok: boolean; ms: number }>}
 */
function run(check, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const ms = Date.now() - started;
      if (!alone) {
        console.log(`\n── ${check.name} (${code === 0 ? "passed" : "FAILED"}, ${seconds(ms)}) ──`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok: code === 0, ms });
    });
  });
}

const began = Date.now();
/** @type {string[]} */
const times = [];
let failed = false;
for (const phase of phases) {
  const started = Date.now();
  console.log(`\n═══ ${phase.name} ═══`);
  const results = await Promise.all(phase.checks.map(async (check) => ({ check, ...(await run(check, phase.checks.length === 1)) })));
  times.push(`${phase.name}: ${seconds(Date.now() - started)}${results.length > 1 ? ` (${results.map(({ check, ms }) => `${check.name} ${seconds(ms)}`).join(", ")})` : ""}`);
  const failures = results.filter(({ ok }) => !ok).map(({ check }) => check.name);
  if (failures.length > 0) {
    times.push(`failed: ${failures.join(", ")}`);
    failed = true;
    break;
  }
}
console.log(`\n═══ times ═══\n${times.join("\n")}\nin all: ${seconds(Date.now() - began)}`);
process.exit(failed ? 1 : 0);
