// `npm run typecheck`: each TypeScript program of the project (the web app, its build tooling, the
// server, the scripts and tests around them) checked by TypeScript's native compiler (typescript@7,
// installed as `typescript-native`; docs/decisions/076). `typescript` itself stays at 5.9 for
// typescript-eslint, which reads types through that version's API. Both packages name their command
// `tsc`, so which one `node_modules/.bin/tsc` is depends on the order npm linked them: the native
// compiler is run by its path. Each program keeps its incremental record in node_modules/.cache/tsc.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const nativeTsc = fileURLToPath(new URL("../node_modules/typescript-native/bin/tsc", import.meta.url));
const programs = [
  { project: "web/tsconfig.json", record: "web" },
  { project: "web/tsconfig.node.json", record: "web-node" },
  { project: "server/tsconfig.json", record: "server" },
  { project: "tsconfig.json", record: "root" },
];

for (const { project, record } of programs) {
  const args = [nativeTsc, "-p", project, "--incremental", "--tsBuildInfoFile", `node_modules/.cache/tsc/${record}.tsbuildinfo`];
  const { status, error } = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
