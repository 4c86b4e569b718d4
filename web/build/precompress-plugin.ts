import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
/**
 * Zopfli's iterations: each pass looks again for a shorter encoding. 5 gives nearly all of the
 * gain of its default 15 on these files (React's chunk: 65,267 bytes against 65,257) in a third
 * of the time.
 */
const ZOPFLI_ITERATIONS = 5;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 512;

/**
 * Writes name.br and name.gz beside each compressible build file, at maximum quality: the server
 * sends them as they are, so the cost is paid once per build rather than once per request.
 * The gzip files are made with Zopfli, a gzip encoder that searches much harder than zlib's
 * level 9 and stays readable by every gzip decoder: 3–4 % smaller for browsers that do not take
 * Brotli, for a few seconds of build time (docs/decisions/017).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "movieapp:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.byteLength < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
            zopfliGzip(body, { numiterations: ZOPFLI_ITERATIONS }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}
