import { defineConfig } from "@playwright/test";
import { BROWSER_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from "./scripts/chromium-paths.mjs";

/**
 * The journeys that test what the browser does on its own while a page loads: the styles it has
 * before any script, what shifts, which picture it chooses, fetches at once or lazily. They run in
 * the full browser people use; every other journey runs in Debian's headless shell of the same
 * Chromium, which drives the same pages in half the processor time (docs/decisions/075).
 */
const BROWSER_OWN_BEHAVIOUR = ["**/first-view.spec.ts", "**/image-sizes.spec.ts"];

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
 * which e2e/support/global-setup.ts builds and starts on a free port with a fresh DATA_DIR.
 */
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    browserName: "chromium",
    // No trace by default: recording one at every step of every journey, to keep it for the few that
    // fail, was a large share of the journeys' time (docs/decisions/067). A failing journey is run
    // again with `--trace retain-on-failure` (docs/testing.md).
    trace: "off",
  },
  projects: [
    {
      name: "headless shell",
      testIgnore: BROWSER_OWN_BEHAVIOUR,
      use: { launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: BROWSER_ARGS } },
    },
    {
      name: "full browser",
      testMatch: BROWSER_OWN_BEHAVIOUR,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS } },
    },
  ],
});
