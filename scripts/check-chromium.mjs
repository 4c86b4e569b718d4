// End-to-end tests drive Debian's Chromium; fail at once, with the fix, when it is missing.
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
  process.exit(1);
}
