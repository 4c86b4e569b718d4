import { describe, expect, it } from "vitest";
import { storageFailureOf, storageStartupLine } from "./storage-failure";

const failing = (code: string) => Object.assign(new Error(code), { code });

describe("storageFailureOf", () => {
  it("tells a failing disk from SQLite's and the file system's codes, extended codes included", () => {
    expect(storageFailureOf(failing("SQLITE_FULL"))).toEqual({ kind: "full", code: "SQLITE_FULL" });
    expect(storageFailureOf(failing("ENOSPC"))?.kind).toBe("full");
    expect(storageFailureOf(failing("SQLITE_READONLY_DBMOVED"))?.kind).toBe("read-only");
    expect(storageFailureOf(failing("EROFS"))?.kind).toBe("read-only");
    expect(storageFailureOf(failing("SQLITE_IOERR_WRITE"))?.kind).toBe("io");
    expect(storageFailureOf(failing("SQLITE_CANTOPEN"))?.kind).toBe("cannot-open");
    expect(storageFailureOf(failing("SQLITE_NOTADB"))?.kind).toBe("damaged");
  });

  it("leaves every other error alone, so bugs still show their stack", () => {
    expect(storageFailureOf(failing("SQLITE_CONSTRAINT_UNIQUE"))).toBeUndefined();
    expect(storageFailureOf(failing("ERR_MODULE_NOT_FOUND"))).toBeUndefined();
    expect(storageFailureOf(new TypeError("x is undefined"))).toBeUndefined();
    expect(storageFailureOf("SQLITE_FULL")).toBeUndefined();
  });

  it("words the start-up line around DATA_DIR and the code", () => {
    expect(storageStartupLine("DATA_DIR /srv/movieapp", { kind: "io", code: "SQLITE_IOERR_WRITE" })).toBe("Cannot start: DATA_DIR /srv/movieapp gave a disk I/O error (SQLITE_IOERR_WRITE)");
  });
});
