// `npm run size:first-load`: what each page's first view downloads in scripts, in kB of Brotli,
// from the build's manifest alone (no browser, so a second rather than Lighthouse's minutes; run
// `npm run build:web` first). It sums the precompressed files of the entry's closure (index.html's
// script, the app and React DOM's client) and of each page module's static imports. Lighthouse's
// figure (`npm run bench:web`) also counts what a page loads on demand before it is idle, such as
// the people actions on a person's page, so it can be a little higher.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const root = process.argv[2] ?? "dist/web";
/** @type {Record<string, { file: string; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(join(root, ".vite/manifest.json"), "utf8"));
/** @param {string} file */
const bytes = (file) => statSync(existsSync(join(root, `${file}.br`)) ? join(root, `${file}.br`) : join(root, file)).size;

/**
 * Every chunk `keys` import statically, themselves included.
 * @param {string[]} keys
 * @returns {Set<string>}
 */
function closure(keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) walk(imported);
  };
  keys.forEach(walk);
  return seen;
}
/** @param {Set<string>} keys */
const kb = (keys) => ([...keys].reduce((sum, key) => sum + bytes(manifest[key]?.file ?? ""), 0) / 1000).toFixed(2);

const entry = closure(["index.html", "src/app/main.tsx", "../node_modules/react-dom/client.js"]);
console.log(`${"entry".padEnd(28)} ${kb(entry).padStart(7)} kB`);
for (const page of Object.keys(manifest).filter((key) => /^src\/features\/[^/]+\/[^/]+-page\.tsx$/.test(key)).sort()) {
  const name = (page.split("/").pop() ?? page).replace(".tsx", "");
  console.log(`${name.padEnd(28)} ${kb(closure([...entry, page])).padStart(7)} kB`);
}
