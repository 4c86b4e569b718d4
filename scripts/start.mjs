// `npm start`: build what is missing or out of date, then run the server in this process
// (so SIGINT/SIGTERM reach it directly and it can shut down gracefully).
import { spawnSync } from "node:child_process";
import { isStale } from "./freshness.mjs";

const shared = ["common", "package-lock.json", "tsconfig.base.json"];
const targets = [
  { name: "web app", output: "dist/web/index.html", inputs: ["web", ...shared], script: "build:web" },
  { name: "server", output: "dist/server/main.js", inputs: ["server/src", "scripts/build-server.mjs", ...shared], script: "build:server" },
];

for (const target of targets) {
  if (!isStale(target.output, target.inputs)) continue;
  console.log(`Building the ${target.name}...`);
  const result = spawnSync("npm", ["run", "--silent", target.script], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`Building the ${target.name} failed (npm run ${target.script}).`);
    process.exit(result.status ?? 1);
  }
}

// A computed specifier: the bundle is a build output, not a source to type-check.
await import(new URL("../dist/server/main.js", import.meta.url).href);
