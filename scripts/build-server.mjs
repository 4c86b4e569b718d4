// Bundles server/src into dist/server/main.js. Packages stay external (resolved from
// node_modules at run time) so native addons such as better-sqlite3 load normally.
// `node scripts/build-server.mjs ENTRY OUTFILE` bundles another entry point the same way: the
// server's process tests run the command line and the server as bundles (server/src/test-support/bundle-global-setup.ts).
import { build } from "esbuild";

const [entry = "server/src/main.ts", outfile = "dist/server/main.js"] = process.argv.slice(2);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
});
console.log(`Built ${outfile}`);
