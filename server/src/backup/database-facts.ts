import Database from "better-sqlite3";

/** Kysely's record of the app's migrations (database/migrations.ts), by name. */
const MIGRATION_TABLE = "kysely_migration";

export interface DatabaseFacts {
  migrations: string[];
  counts: Record<string, number>;
}

/** A copy's migrations and the rows of each of its tables: what its manifest records and a restore checks. */
export function databaseFacts(file: string): DatabaseFacts {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = db.prepare<[], { rows: number }>(`SELECT count(*) AS rows FROM "${name.replaceAll('"', '""')}"`).get()!.rows;
    const migrations = tables.some((table) => table.name === MIGRATION_TABLE)
      ? db.prepare<[], { name: string }>(`SELECT name FROM ${MIGRATION_TABLE} ORDER BY name`).all().map((row) => row.name)
      : [];
    return { migrations, counts };
  } finally {
    db.close();
  }
}

/** Why SQLite finds the file damaged, or undefined when its integrity check passes. */
export function integrityProblem(file: string): string | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.prepare<[], { integrity_check: string }>("PRAGMA integrity_check").all();
    return rows.length === 1 && rows[0]!.integrity_check === "ok" ? undefined : `SQLite's integrity check finds ${rows[0]?.integrity_check ?? "problems"}`;
  } catch (error) {
    return `SQLite cannot read it (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    db?.close();
  }
}
