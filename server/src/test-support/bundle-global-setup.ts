import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findProjectRoot } from "../project-root";

declare module "vitest" {
  export interface ProvidedContext {
    /** The server and the catalog command line, bundled from the sources under test as `npm start` bundles the server. */
    serverBundles: { main: string; cli: string };
  }
}

/**
 * Bundles the server's two entry points once per run for the tests that start them as processes.
 * Started through tsx, each process compiled the server's sources again (1.5 s and 2.5 s of
 * processor a start, against 0.6 s and 0.8 s for a bundle), and those tests start about twenty.
 * The bundles sit under node_modules so the server finds the project's root and packages from them.
 */
export default function setup(project: TestProject): () => void {
  const root = findProjectRoot();
  mkdirSync(join(root, "node_modules", ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, "node_modules", ".cache", "test-bundles-"));
  const bundles = { main: join(dir, "main.js"), cli: join(dir, "cli.js") };
  const bundle = () => {
    for (const [entry, outfile] of [["server/src/main.ts", bundles.main], ["server/src/catalog/cli.ts", bundles.cli]] as const) {
      const built = spawnSync(process.execPath, ["scripts/build-server.mjs", entry, outfile], { cwd: root, encoding: "utf8" });
      if (built.status !== 0) throw new Error(`Could not bundle ${entry}: ${built.stderr}`);
    }
  };
  bundle();
  // In watch mode, each rerun bundles the sources as they are now.
  project.onTestsRerun(bundle);
  project.provide("serverBundles", bundles);
  return () => rmSync(dir, { recursive: true, force: true });
}
