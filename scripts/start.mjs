// `npm start`: build what is missing or out of date, then run the server in this process.
// package.json starts this script with `exec`, so the shell npm runs it under is replaced by node:
// the SIGINT or SIGTERM a supervisor sends to npm is passed on to this process, and the server
// stops gracefully (server/src/main.ts). A signal during a build stops the build and exits.
import { spawn } from "node:child_process";
import { staleTargets } from "./build-targets.mjs";

/** @type {import("node:child_process").ChildProcess | undefined} */
let building;
let stopped = false;
/** @param {NodeJS.Signals} signal */
const stopBuilding = (signal) => {
  stopped = true;
  building?.kill(signal);
};
process.on("SIGINT", stopBuilding);
process.on("SIGTERM", stopBuilding);

for (const target of staleTargets()) {
  if (stopped) break;
  console.log(`Building the ${target.name}...`);
  const child = spawn("npm", ["run", "--silent", target.script], { stdio: "inherit" });
  building = child;
  /** @type {number | null} */
  const code = await new Promise((resolve) => child.on("exit", (status) => resolve(status)));
  building = undefined;
  if (stopped) break;
  if (code !== 0) {
    console.error(`Building the ${target.name} failed (npm run ${target.script}).`);
    process.exit(code ?? 1);
  }
}
if (stopped) {
  console.log("Stopped before the server started");
  process.exit(0);
}
process.removeListener("SIGINT", stopBuilding);
process.removeListener("SIGTERM", stopBuilding);

// A computed specifier: the bundle is a build output, not a source to type-check.
await import(new URL("../dist/server/main.js", import.meta.url).href);
