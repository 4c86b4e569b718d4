// Looking into the server's SQLite files from outside, read-only, as an operator would after a crash.
import Database from "better-sqlite3";

/** PRAGMA integrity_check: "ok", or SQLite's list of problems. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((row) => row.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

export function countRows(file: string, table: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
