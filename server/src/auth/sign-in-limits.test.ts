import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database/app-database";
import { migrateTables } from "../database/migrations";
import { freshPlace, openPlace } from "../test-support/test-database";
import { AttemptCounter } from "./attempt-counter";
import { BURST_WINDOW_MS, passwordAttemptLimits, SLOW_WINDOW_MS, type Attempter } from "./sign-in-limits";

/** The policy's limits, counted by the real counter on a real database, with a clock the test moves. */
describe("the limits a password attempt counts against", () => {
  let database: AppDatabase;
  let now = 5_000_000;
  let counter: AttemptCounter;
  beforeAll(async () => {
    database = await openPlace(await freshPlace("sqlite"));
    await migrateTables(database.tables);
    counter = new AttemptCounter(database, () => now);
  });
  afterAll(() => database.close());

  const attempt = async (attempter: Attempter, email: string) => (await counter.admit(passwordAttemptLimits(attempter, email))).admitted;
  const from = (address: string): Attempter => ({ address });
  const device = (id: string): Attempter => ({ knownDevice: id });

  it("refuses an address its 4th attempt within 10 s, whichever accounts it tries, and admits it again once they leave the window", async () => {
    for (let i = 0; i < 3; i++) expect(await attempt(from("10.0.0.1"), `a${i}@example.com`)).toBe(true);
    expect(await attempt(from("10.0.0.1"), "a9@example.com")).toBe(false);
    expect(await attempt(from("10.0.0.2"), "a0@example.com")).toBe(true);
    now += BURST_WINDOW_MS;
    expect(await attempt(from("10.0.0.1"), "a9@example.com")).toBe(true);
  });

  it("refuses unknown devices an account's 11th attempt within 15 minutes, from any address, until the first leaves the window", async () => {
    const first = now;
    for (let i = 0; i < 10; i++) {
      expect(await attempt(from(`10.1.0.${i}`), "owner@example.com")).toBe(true);
      now += 1000;
    }
    expect(await attempt(from("10.1.1.1"), "OWNER@example.com ")).toBe(false);
    expect(await attempt(from("10.1.1.1"), "someone-else@example.com")).toBe(true);
    now = first + SLOW_WINDOW_MS + 1;
    expect(await attempt(from("10.1.1.2"), "owner@example.com")).toBe(true);
  });

  it("never refuses a known device for what others did, and counts its own attempts against it alone", async () => {
    for (let i = 0; i < 40; i++) await attempt(from(`10.2.0.${i % 20}`), "kept@example.com");
    expect(await attempt(from("10.2.1.1"), "kept@example.com")).toBe(false);
    for (let i = 0; i < 3; i++) expect(await attempt(device("phone"), "kept@example.com")).toBe(true);
    expect(await attempt(device("phone"), "kept@example.com")).toBe(false);
    expect(await attempt(device("laptop"), "kept@example.com")).toBe(true);
  });

  it("refuses a known device its 11th attempt within 15 minutes, so a stolen device cookie guesses no faster than a stranger", async () => {
    for (let i = 0; i < 10; i++) {
      expect(await attempt(device("stolen"), "victim@example.com")).toBe(true);
      now += BURST_WINDOW_MS;
    }
    expect(await attempt(device("stolen"), "victim@example.com")).toBe(false);
  });
});
