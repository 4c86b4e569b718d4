import { existsSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * Tests named *.dataset.test.ts need ../shared (TMDB's OpenAPI document and the TMDB 5000
 * dataset), which CI provides beside the clone; a user's clone has no ../shared, so there they
 * are left out of the run (with a note), not skipped inside the code.
 */
const hasShared = existsSync(new URL("../shared/tmdb/tmdb-api.json", import.meta.url));
if (!hasShared) console.log("Note: ../shared is absent, so the *.dataset.test.ts suites (contract, real-dataset) are not run.");

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the server tests wait much of their time on
    // sockets, servers and PostgreSQL, so three keep both cores busy (docs/testing.md: 250 s to 145 s).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "common/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: hasShared ? [] : ["**/*.dataset.test.ts"],
          // Server tests write real SQLite catalogs (seeding the sample takes seconds) and run
          // beside each other on two cores; 5 s is too tight for that, so allow 30 s.
          testTimeout: 30_000,
          // The server's test files share each worker's module cache: loading the server's modules
          // afresh for each of ~90 files was a third of the run (docs/decisions/057). Its modules keep
          // no state between tests; a test that changes a global puts it back.
          isolate: false,
          // One throwaway PostgreSQL cluster for the run: the accounts and lists tests run on it
          // as well as on SQLite (server/src/test-support/postgres-cluster.ts).
          // And the TMDB 5000 catalog for the dataset tests, kept between runs while what makes it is
          // unchanged (tmdb5000-global-setup.ts, docs/decisions/078), and
          // the server and command line bundled once for the tests that start them (bundle-global-setup.ts).
          globalSetup: ["server/src/test-support/postgres-global-setup.ts", "server/src/test-support/tmdb5000-global-setup.ts", "server/src/test-support/bundle-global-setup.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          // Each file in a VM context of its own inside long-lived worker threads, rather than a process
          // of its own: the same isolation (no store or cache carries over from file to file) at a third
          // of the time (docs/testing.md: 27 s to 8.5 s). Such a context lacks Node's messaging globals,
          // which node-messaging.ts gives back.
          pool: "vmThreads",
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["web/test-support/node-messaging.ts", "web/src/test-setup.ts"],
        },
      },
    ],
  },
});
