import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress-plugin";

/** Runs the plugin's two hooks as Vite would at the end of a build into `outDir`. */
async function runOn(outDir: string, files: string[]) {
  const plugin = precompress() as unknown as {
    configResolved: (config: { build: { outDir: string } }) => void;
    writeBundle: (options: object, bundle: Record<string, unknown>) => Promise<void>;
  };
  plugin.configResolved({ build: { outDir } });
  await plugin.writeBundle({}, Object.fromEntries(files.map((name) => [name, {}])));
}

describe("precompress", () => {
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // item ${i % 7}`).join("\n");

  it("writes .gz and .br files that decode to the file itself, Brotli the smaller", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "precompress-"));
    writeFileSync(join(outDir, "app.js"), script);
    await runOn(outDir, ["app.js"]);
    const gz = readFileSync(join(outDir, "app.js.gz"));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(outDir, "app.js.br"))).toString()).toBe(script);
    expect(readFileSync(join(outDir, "app.js.br")).byteLength).toBeLessThan(gz.byteLength);
    expect(gz.byteLength).toBeLessThan(script.length / 3);
  });

  it("leaves files too small to gain, and files of other kinds, as they are", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "precompress-"));
    writeFileSync(join(outDir, "tiny.js"), "export {};");
    writeFileSync(join(outDir, "poster.png"), script);
    await runOn(outDir, ["tiny.js", "poster.png"]);
    for (const name of ["tiny.js.gz", "tiny.js.br", "poster.png.gz", "poster.png.br"]) expect(existsSync(join(outDir, name))).toBe(false);
  });
});
