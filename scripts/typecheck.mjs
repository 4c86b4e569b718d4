// `npm run typecheck`: each TypeScript program of the project (scripts/typescript-programs.mjs)
// checked by TypeScript's native compiler (typescript@7, installed as `typescript-native`;
// docs/decisions/076). `typescript` itself stays at 5.9 for typescript-eslint, which reads types
// through that version's API. Both packages name their command `tsc`, so which one
// `node_modules/.bin/tsc` is depends on the order npm linked them: the native compiler is run by its
// path. Each program keeps its incremental record in node_modules/.cache/tsc.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { TYPESCRIPT_PROGRAMS } from "./typescript-programs.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const nativeTsc = fileURLToPath(new URL("../node_modules/typescript-native/bin/tsc", import.meta.url));

for (const project of TYPESCRIPT_PROGRAMS) {
  const record = `node_modules/.cache/tsc/${project.replaceAll("/", "-")}.tsbuildinfo`;
  const { status, error } = spawnSync(process.execPath, [nativeTsc, "-p", project, "--incremental", "--tsBuildInfoFile", record], { cwd: root, stdio: "inherit" });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
