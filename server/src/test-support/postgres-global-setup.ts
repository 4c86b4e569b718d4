import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster, or why it could not be started (test-database.ts fails with it). */
    postgres: { url: string } | { problem: string };
  }
}

/**
 * One PostgreSQL cluster for the whole run of the server tests; each test file makes databases of
 * its own in it. A cluster that cannot start does not stop the other tests: those that need it fail,
 * each with the reason.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  try {
    const cluster = await startPostgresCluster({ fsync: false });
    project.provide("postgres", { url: cluster.url });
    return () => cluster.stop();
  } catch (error) {
    project.provide("postgres", { problem: error instanceof Error ? error.message : String(error) });
    return () => undefined;
  }
}
