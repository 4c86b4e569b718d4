import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MovieRecord } from "../model";
import { readTmdbJson } from "../import/tmdb-json";
import { generateCatalog } from "./generate-catalog";
import { writeTmdbJsonLines } from "./tmdb-json-lines";

describe("a generated catalog kept as TMDB JSON lines", () => {
  it.each(["films.json", "films.json.gz"])("is read back by the tmdb-json import as the same films (%s)", async (name) => {
    const file = join(mkdtempSync(join(tmpdir(), "movieapp-generated-")), name);
    const films = [...generateCatalog({ films: 500, seed: 3 })];
    expect(await writeTmdbJsonLines(films, file)).toBe(500);
    const read: MovieRecord[] = [];
    for await (const sourced of readTmdbJson(file)) if ("record" in sourced) read.push(sourced.record);
    expect(read).toEqual(films);
  });

  it("fails with the file system's reason when the file cannot be written, and writes nothing else", async () => {
    const missing = join(mkdtempSync(join(tmpdir(), "movieapp-generated-")), "no-such-folder", "films.json");
    await expect(writeTmdbJsonLines(generateCatalog({ films: 10, seed: 1 }), missing)).rejects.toThrow(/ENOENT/);
  });
});
