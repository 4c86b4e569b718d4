// The server's SQLite driver, better-sqlite3, is a native addon that npm compiles when it installs
// it (about a minute and a half of one core, nearly all of it SQLite itself). When it cannot be
// loaded — installed with `npm ci --ignore-scripts`, as CI does so that the compile runs beside lint
// rather than before it (docs/decisions/077), or compiled for another version of Node — this builds
// it again, once, and says so. Loading is tried in a child process, so a failed attempt leaves
// nothing behind in this one.
import { spawnSync } from "node:child_process";

const LOAD = "new (require('better-sqlite3'))(':memory:').close()";

/** @returns {string | null} why the driver cannot be loaded, or null when it can */
function loadFailure() {
  const tried = spawnSync(process.execPath, ["-e", LOAD], { encoding: "utf8" });
  return tried.status === 0 ? null : (tried.stderr.trim().split("\n").find((line) => /Error/.test(line)) ?? tried.stderr.trim());
}

const failure = loadFailure();
if (failure === null) {
  console.log("better-sqlite3 loads.");
  process.exit(0);
}
console.log(`better-sqlite3 does not load (${failure}); building it (npm rebuild better-sqlite3)…`);
const rebuilt = spawnSync("npm", ["rebuild", "better-sqlite3"], { stdio: "inherit" });
const after = rebuilt.status === 0 ? loadFailure() : "npm rebuild better-sqlite3 failed";
if (after !== null) {
  console.error(`better-sqlite3 still does not load: ${after}. Run npm install (it needs python3, make and g++).`);
  process.exit(1);
}
console.log("better-sqlite3 built and loads.");
