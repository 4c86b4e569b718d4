import { sql } from "kysely";
import pg from "pg";
import { expect, it } from "vitest";
import { freshPostgresUrl } from "../test-support/test-database";
import { openPostgresDatabase } from "./postgres-database";

it("runs the app's transactions READ COMMITTED on PostgreSQL even when the database's default is stricter", async () => {
  const url = await freshPostgresUrl("isolation");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ db: string }>("SELECT current_database() AS db");
  await admin.query(`ALTER DATABASE "${rows[0]!.db}" SET default_transaction_isolation = 'serializable'`);
  await admin.end();
  // A plain connection now gets the stricter default; the app's get READ COMMITTED.
  const plain = new pg.Client({ connectionString: url });
  await plain.connect();
  expect((await plain.query<{ transaction_isolation: string }>("SHOW transaction_isolation")).rows[0]!.transaction_isolation).toBe("serializable");
  await plain.end();
  const database = await openPostgresDatabase(url, 2, () => undefined);
  try {
    const isolation = await database.tables.transaction().execute((trx) => sql<{ transaction_isolation: string }>`SHOW transaction_isolation`.execute(trx));
    expect(isolation.rows[0]!.transaction_isolation).toBe("read committed");
  } finally {
    await database.close();
  }
});
