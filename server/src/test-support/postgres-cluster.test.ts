import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { MISSING_POSTGRES, postgresBinDir } from "./postgres-cluster";

/** A directory laid out as Debian's /usr/lib/postgresql, with server programs for these versions. */
function debianLayout(versions: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "movieapp-pglib-"));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    mkdirSync(bin, { recursive: true });
    for (const program of ["initdb", "pg_ctl"]) {
      writeFileSync(join(bin, program), "#!/bin/sh\n");
      chmodSync(join(bin, program), 0o755);
    }
  }
  return root;
}

it("finds the newest PostgreSQL Debian installed, whatever its version, unless PG_BIN says where", () => {
  const root = debianLayout(["9", "15", "13"]);
  expect(postgresBinDir({ PATH: "" }, root)).toBe(join(root, "15", "bin"));
  const own = debianLayout(["12"]);
  expect(postgresBinDir({ PG_BIN: join(own, "12", "bin"), PATH: "" }, root)).toBe(join(own, "12", "bin"));
});

it("fails, saying how to install PostgreSQL, when its programs are nowhere", () => {
  const empty = mkdtempSync(join(tmpdir(), "movieapp-nopg-"));
  expect(() => postgresBinDir({ PATH: empty }, join(empty, "absent"))).toThrow(MISSING_POSTGRES);
  expect(MISSING_POSTGRES).toContain("apt-get install -y postgresql");
});
