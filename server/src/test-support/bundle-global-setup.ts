import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findProjectRoot } from "../project-root";
import { bundleServerEntries } from "./bundle-entries";

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
  const bundles = bundleServerEntries(dir);
  // In watch mode, each rerun bundles the sources as they are now.
  project.onTestsRerun(() => void bundleServerEntries(dir));
  project.provide("serverBundles", bundles);
  return () => rmSync(dir, { recursive: true, force: true });
}
