import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { findProjectRoot } from "../project-root";

/** The server and the catalog command line, bundled into `dir` with `npm start`'s build options (scripts/build-server.mjs). */
export function bundleServerEntries(dir: string): { main: string; cli: string } {
  const root = findProjectRoot();
  const bundles = { main: join(dir, "main.js"), cli: join(dir, "cli.js") };
  for (const [entry, outfile] of [["server/src/main.ts", bundles.main], ["server/src/catalog/cli.ts", bundles.cli]] as const) {
    const built = spawnSync(process.execPath, ["scripts/build-server.mjs", entry, outfile], { cwd: root, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`Could not bundle ${entry}: ${built.stderr}`);
  }
  return bundles;
}
