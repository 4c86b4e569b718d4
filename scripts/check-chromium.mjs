// End-to-end tests drive Debian's Chromium; fail at once, with the fix, when it is missing.
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from "./chromium-paths.mjs";

/** @type {{ path: string; debianPackage: string }[]} */
const browsers = [
  { path: CHROMIUM_PATH, debianPackage: "chromium" },
  { path: CHROMIUM_SHELL_PATH, debianPackage: "chromium-headless-shell" },
];
const missing = browsers.filter(({ path }) => !existsSync(path));
for (const { path, debianPackage } of missing) console.error(`Chromium was not found at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`);
if (missing.length > 0) process.exit(1);
