import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database/app-database";
import { migrateTables } from "../database/migrations";
import { DATABASE_KINDS, freshPlace, openPlace, type TestDatabasePlace } from "../test-support/test-database";
import { AttemptCounter, type AttemptLimit } from "./attempt-counter";

const threeIn10s = (name = "test"): AttemptLimit => ({ name, maxAttempts: 3, windowMs: 10_000 });

describe.each(DATABASE_KINDS)("AttemptCounter on %s", (kind) => {
  let place: TestDatabasePlace;
  let database: AppDatabase;
  beforeAll(async () => {
    place = await freshPlace(kind);
    database = await openPlace(place);
    await migrateTables(database.tables);
  });
  afterAll(() => database.close());

  it("refuses the 4th attempt after 3 within 10 s, says when to come back, and only for that key", async () => {
    let now = 1_000_000;
    const counter = new AttemptCounter(database, () => now);
    const limit = threeIn10s("window");
    for (let i = 0; i < 3; i++) {
      expect((await counter.admit([[limit, "a"]])).admitted).toBe(true);
      now += 1000;
    }
    expect(await counter.admit([[limit, "a"]])).toEqual({ admitted: false, retryAfterSeconds: 7 });
    expect((await counter.admit([[limit, "b"]])).admitted).toBe(true);
    expect((await counter.admit([[threeIn10s("another limit"), "a"]])).admitted).toBe(true);
    // The first attempt leaves the window 10 s after it was made.
    now = 1_010_001;
    expect((await counter.admit([[limit, "a"]])).admitted).toBe(true);
  });

  it("takes back a forgotten attempt, and only that one", async () => {
    const counter = new AttemptCounter(database, () => 2_000_000);
    const limit: AttemptLimit = { name: "forget", maxAttempts: 2, windowMs: 10_000 };
    const first = await counter.admit([[limit, "a"]]);
    expect((await counter.admit([[limit, "a"]])).admitted).toBe(true);
    expect((await counter.admit([[limit, "a"]])).admitted).toBe(false);
    if (!first.admitted) throw new Error("the first attempt should be admitted");
    await first.attempt.forget();
    await first.attempt.forget();
    expect((await counter.admit([[limit, "a"]])).admitted).toBe(true);
    expect((await counter.admit([[limit, "a"]])).admitted).toBe(false);
  });

  it("counts an attempt against every limit, or against none when one of them is full", async () => {
    const counter = new AttemptCounter(database, () => 3_000_000);
    const [perAddress, perAccount] = [threeIn10s("address"), threeIn10s("account")];
    const admitted = await Promise.all(Array.from({ length: 40 }, () => counter.admit([[perAddress, "203.0.113.7"], [perAccount, "ada@example.com"]])));
    expect(admitted.filter((a) => a.admitted)).toHaveLength(3);
    expect(admitted.filter((a) => !a.admitted)).toContainEqual({ admitted: false, retryAfterSeconds: 10 });
    // The refused ones counted nowhere: another account from the same address is still refused
    // (the address is full), a fresh address for another account is not.
    expect((await counter.admit([[perAddress, "203.0.113.7"], [perAccount, "bob@example.com"]])).admitted).toBe(false);
    expect((await counter.admit([[perAddress, "198.51.100.4"], [perAccount, "bob@example.com"]])).admitted).toBe(true);
  });

  it("forgets an admitted attempt in every limit at once", async () => {
    const counter = new AttemptCounter(database, () => 4_000_000);
    const [a, b] = [{ name: "a", maxAttempts: 1, windowMs: 10_000 }, { name: "b", maxAttempts: 1, windowMs: 10_000 }];
    const first = await counter.admit([[a, "x"], [b, "y"]]);
    if (!first.admitted) throw new Error("the first attempt should be admitted");
    expect((await counter.admit([[a, "x"]])).admitted).toBe(false);
    await first.attempt.forget();
    expect((await counter.admit([[a, "x"], [b, "y"]])).admitted).toBe(true);
  });

  it("deletes attempts once they have left their window", async () => {
    let now = 6_000_000;
    const counter = new AttemptCounter(database, () => now);
    for (let i = 0; i < 3; i++) await counter.admit([[threeIn10s("expiring"), `key ${i}`]]);
    const stored = () => database.tables.selectFrom("attempt").select("id").where("limit_key", "like", "expiring:%").execute();
    expect(await stored()).toHaveLength(3);
    // A minute later, the next admission (whatever its key) deletes every expired attempt.
    now += 61_000;
    await counter.admit([[threeIn10s("other"), "x"]]);
    expect(await stored()).toHaveLength(0);
  });
});

describe("AttemptCounter shared by several server processes on one PostgreSQL", () => {
  it("admits 3 of 40 attempts sent at once through four pools of connections, as four processes would", async () => {
    const place = await freshPlace("postgres");
    const processes = await Promise.all(Array.from({ length: 4 }, () => openPlace(place)));
    try {
      await migrateTables(processes[0]!.tables);
      const counters = processes.map((db) => new AttemptCounter(db, () => 5_000_000));
      const limit = threeIn10s("race");
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => counters[i % counters.length]!.admit([[limit, "203.0.113.99"]])));
      expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(3);
    } finally {
      await Promise.all(processes.map((db) => db.close()));
    }
  });

  it("admits 3 of 40 as well on a database whose transactions default to REPEATABLE READ", async () => {
    const place = await freshPlace("postgres");
    const setup = await openPlace(place);
    const name = new URL(place.url!).pathname.slice(1);
    await sql`ALTER DATABASE ${sql.id(name)} SET default_transaction_isolation = 'repeatable read'`.execute(setup.tables);
    await migrateTables(setup.tables);
    await setup.close();
    // Connections opened from now on would take the database's new default; the app's own set READ
    // COMMITTED (postgres-database.ts; database/postgres-isolation.test.ts shows a plain one's).
    const processes = await Promise.all(Array.from({ length: 4 }, () => openPlace(place)));
    try {
      const { rows } = await sql<{ level: string }>`SHOW default_transaction_isolation`.execute(processes[0]!.tables);
      expect(rows[0]?.level ?? Object.values(rows[0] ?? {})[0]).toBe("read committed");
      const counters = processes.map((db) => new AttemptCounter(db, () => 5_000_000));
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => counters[i % counters.length]!.admit([[threeIn10s("strict"), "203.0.113.98"]])));
      expect(outcomes.filter((outcome) => outcome.admitted)).toHaveLength(3);
    } finally {
      await Promise.all(processes.map((db) => db.close()));
    }
  });
});
