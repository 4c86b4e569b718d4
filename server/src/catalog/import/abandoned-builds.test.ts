import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildFileFor, removeAbandonedBuilds } from "./abandoned-builds";

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

describe("removeAbandonedBuilds", () => {
  it("removes build files and journals of processes that are gone, and keeps those of running ones", () => {
    const dir = mkdtempSync(join(tmpdir(), "movieapp-builds-"));
    const target = join(dir, "catalog.db");
    const dead = deadPid();
    const files = {
      dead: `catalog.db.building-${dead}-1763800000000`,
      deadJournal: `catalog.db.building-${dead}-1763800000000-journal`,
      running: `catalog.db.building-${process.pid}-1763800000001`,
      other: "catalog.db.building.txt",
      catalog: "catalog.db",
    };
    for (const name of Object.values(files)) writeFileSync(join(dir, name), "x");
    expect(removeAbandonedBuilds(target).sort()).toEqual([files.dead, files.deadJournal]);
    expect(readdirSync(dir).sort()).toEqual([files.catalog, files.running, files.other].sort());
  });

  it("names build files after the building process", () => {
    expect(buildFileFor("/data/catalog.db")).toMatch(new RegExp(`^/data/catalog\\.db\\.building-${process.pid}-\\d+$`));
  });

  it("does nothing when the directory does not exist", () => {
    expect(removeAbandonedBuilds(join(tmpdir(), "movieapp-no-such-dir", "catalog.db"))).toEqual([]);
  });
});
