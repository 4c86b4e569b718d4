import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export const FIXTURE_SCRIPT = "console.log('MovieApp bundle');".repeat(40);

/** A small stand-in for dist/web: a shell, one hashed script with precompressed twins, one plain file. */
export function createFixtureWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "movieapp-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  const script = Buffer.from(FIXTURE_SCRIPT);
  writeFileSync(join(root, "assets/index-abc123.js"), script);
  writeFileSync(join(root, "assets/index-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "assets/index-abc123.js.gz"), gzipSync(script));
  writeFileSync(join(root, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}
