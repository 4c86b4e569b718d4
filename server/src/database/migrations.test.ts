import { sql, type Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createAuthService } from "../auth/create-auth";
import { DATABASE_KINDS, freshPlace, openPlace, TEST_AUTH_SECRET } from "../test-support/test-database";
import type { AppDatabase } from "./app-database";
import { migrateDatabase } from "./migrate-database";
import { migrateTables, MIGRATIONS } from "./migrations";

const tableNames = async (db: Kysely<unknown>) => (await db.introspection.getTables()).map((table) => table.name);
const columnNames = async (db: Kysely<unknown>, name: string) => (await db.introspection.getTables()).find((table) => table.name === name)?.columns.map((column) => column.name);

describe.each(DATABASE_KINDS)("migrations on %s", (kind) => {
  const opened: AppDatabase[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it("a failed migration leaves the tables and their rows as they were, and the next start tries it again", async () => {
    const database = await openPlace(await freshPlace(kind));
    opened.push(database);
    const db = database.tables as unknown as Kysely<unknown>;
    await migrateTables(db);
    await sql`INSERT INTO list_entry VALUES ('u1', 'watchlist', 238, 'The Godfather', '1972', NULL, '2026-01-01T00:00:00.000Z')`.execute(db);

    const broken = {
      ...MIGRATIONS,
      "999-broken": {
        async up(inner: Kysely<unknown>) {
          await inner.schema.createTable("half_done").addColumn("id", "text").execute();
          await sql`ALTER TABLE list_entry ADD COLUMN note text`.execute(inner);
          throw new Error("disk on fire");
        },
      },
    };
    await expect(migrateTables(db, broken)).rejects.toThrow(/migration 999-broken failed: disk on fire/);

    expect(await tableNames(db)).not.toContain("half_done");
    expect(await columnNames(db, "list_entry")).not.toContain("note");
    expect((await sql<{ movie_id: number; title: string }>`SELECT movie_id, title FROM list_entry`.execute(db)).rows).toEqual([{ movie_id: 238, title: "The Godfather" }]);
    // Run again with the fixed set: nothing left half-applied blocks it.
    await migrateTables(db);
  });
});

describe("migrations on PostgreSQL, several processes starting at once", () => {
  it("run one after another under the advisory lock: every process starts, each table made once", async () => {
    const place = await freshPlace("postgres");
    const processes = await Promise.all(Array.from({ length: 4 }, () => openPlace(place)));
    try {
      const settings = { dataDir: place.dataDir, baseUrl: "http://127.0.0.1:0", trustedOrigins: [], secret: TEST_AUTH_SECRET, trustProxy: false };
      await Promise.all(processes.map((database) => migrateDatabase(database, createAuthService(settings, database).auth.options)));
      const tables = await tableNames(processes[0]!.tables as unknown as Kysely<unknown>);
      for (const table of ["user", "session", "account", "verification", "list_entry", "film_rating", "seen_entry", "attempt"]) expect(tables).toContain(table);
      const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(processes[0]!.tables);
      expect(ran.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
