import Database from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import { migrateLists, MIGRATIONS } from "./lists-migrations";
import { TransactionalSqliteDialect } from "./transactional-sqlite-dialect";

it("a failed migration leaves the tables and their rows as they were, and the next start tries it again", async () => {
  const file = new Database(":memory:");
  const db = new Kysely<unknown>({ dialect: new TransactionalSqliteDialect({ database: file }) });
  await migrateLists(db);
  file.prepare("INSERT INTO list_entry VALUES ('u1', 'watchlist', 238, 'The Godfather', '1972', NULL, '2026-01-01T00:00:00.000Z')").run();

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
  await expect(migrateLists(db, broken)).rejects.toThrow(/migration 999-broken failed: disk on fire/);

  const tables = file.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'half_done'").all();
  expect(tables).toEqual([]);
  const columns = (file.prepare("SELECT name FROM pragma_table_info('list_entry')").all() as Array<{ name: string }>).map((c) => c.name);
  expect(columns).not.toContain("note");
  expect(file.prepare("SELECT movie_id, title FROM list_entry").all()).toEqual([{ movie_id: 238, title: "The Godfather" }]);
  // Run again with the fixed set: nothing left half-applied blocks it.
  await migrateLists(db);
  await db.destroy();
});
