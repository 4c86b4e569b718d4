import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireImportLock, ImportBusyError, importLockFile } from "./import-lock";

/** The pid of a process that has run and exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid;
const target = () => join(mkdtempSync(join(tmpdir(), "movieapp-lock-")), "catalog.db");

describe("the catalog import lock", () => {
  it("is a file beside the catalog holding the owner's pid, removed on release", () => {
    const catalog = target();
    const release = acquireImportLock(catalog);
    expect(readFileSync(importLockFile(catalog), "utf8")).toBe(`${process.pid}\n`);
    release();
    expect(existsSync(importLockFile(catalog))).toBe(false);
    acquireImportLock(catalog)();
  });

  it("refuses a second holder while the first is alive, naming it", () => {
    const catalog = target();
    const release = acquireImportLock(catalog);
    expect(() => acquireImportLock(catalog)).toThrow(new ImportBusyError(process.pid));
    expect(() => acquireImportLock(catalog)).toThrow(`Another catalog import is running (pid ${process.pid}); wait for it to finish`);
    release();
  });

  it("takes over a lock left by a process that is gone", () => {
    const catalog = target();
    writeFileSync(importLockFile(catalog), `${deadPid()}\n`);
    const release = acquireImportLock(catalog);
    expect(readFileSync(importLockFile(catalog), "utf8")).toBe(`${process.pid}\n`);
    release();
  });

  it("takes over a lock that holds no pid", () => {
    const catalog = target();
    writeFileSync(importLockFile(catalog), "not a pid");
    acquireImportLock(catalog)();
    expect(existsSync(importLockFile(catalog))).toBe(false);
  });

  it("does not remove a lock that another process has taken over since", () => {
    const catalog = target();
    const release = acquireImportLock(catalog);
    writeFileSync(importLockFile(catalog), "1\n");
    release();
    expect(readFileSync(importLockFile(catalog), "utf8")).toBe("1\n");
  });
});
