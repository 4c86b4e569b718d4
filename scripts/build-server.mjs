// Bundles server/src into dist/server/main.js. Packages stay external (resolved from
// node_modules at run time) so native addons such as better-sqlite3 load normally.
import { build } from "esbuild";

await build({
  entryPoints: ["server/src/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Built dist/server/main.js");
