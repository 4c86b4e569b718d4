// What `npm run build` makes, and what each part is made from: a part is built again only when one
// of its inputs is newer than it (freshness.mjs). `npm start`, the end-to-end tests and `npm test`
// build only the stale parts.
import { isStale } from "./freshness.mjs";

const shared = ["common", "package-lock.json", "tsconfig.base.json"];

/** @type {{ name: string; output: string; inputs: string[]; script: string }[]} */
export const BUILD_TARGETS = [
  { name: "web app", output: "dist/web/index.html", inputs: ["web", ...shared], script: "build:web" },
  { name: "server", output: "dist/server/main.js", inputs: ["server/src", "scripts/build-server.mjs", ...shared], script: "build:server" },
];

/** The parts whose output is missing or older than an input. */
export const staleTargets = () => BUILD_TARGETS.filter((target) => isStale(target.output, target.inputs));
