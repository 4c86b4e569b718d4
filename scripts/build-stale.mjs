// `node scripts/build-stale.mjs`: builds the parts of the app that are missing or out of date
// (build-targets.mjs), one after another; exits non-zero with the first that fails.
import { spawnSync } from "node:child_process";
import { staleTargets } from "./build-targets.mjs";

const stale = staleTargets();
if (stale.length === 0) console.log("The build is up to date.");
for (const target of stale) {
  console.log(`Building the ${target.name}...`);
  const built = spawnSync("npm", ["run", "--silent", target.script], { stdio: "inherit" });
  if (built.status !== 0) {
    console.error(`Building the ${target.name} failed (npm run ${target.script}).`);
    process.exit(built.status ?? 1);
  }
}
