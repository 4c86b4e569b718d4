import { randomUUID } from "node:crypto";
import { takeTurnsOn, type TakeTurns } from "../database/take-turns";
import type { Kysely, Transaction } from "kysely";
import type { AppDatabase } from "../database/app-database";
import { tablesFor } from "../database/app-tables";
import type { AttemptTables } from "./attempt-tables";

/** A limit on attempts: once a key has `maxAttempts` of them within `windowMs`, it is refused until the oldest leaves the window. */
export interface AttemptLimit {
  /** Names the limit where its attempts are stored, e.g. "sign-in/address". */
  name: string;
  maxAttempts: number;
  windowMs: number;
}

export interface CountedAttempt {
  /**
   * Takes the attempt back: its outcome means it should not count against the key. Never fails:
   * an attempt that cannot be taken back (the database just went away) stays counted until it
   * expires, which errs on the side of the limit.
   */
  forget: () => Promise<void>;
}

/** One attempt against one limit, for one key: a client address, an account. */
type Counting = readonly [AttemptLimit, string];

export type Admission<Counted> =
  | {
      admitted: true;
      /** The attempt as every limit counted it: `forget()` takes it back from all of them. */
      attempt: CountedAttempt;
      /** The same attempt per limit, in the order the limits were given. */
      counted: Counted;
    }
  | { admitted: false; retryAfterSeconds: number };

/** Expired attempts of every key are deleted at most this often per process (each admission deletes its own keys'). */
const PRUNE_EVERY_MS = 60_000;

/** Thrown inside the admission's transaction to roll it back: the limit is full. */
class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("over the limit");
  }
}

/**
 * Counts attempts (sign-ins, new accounts…) in the app's database, so every process behind a load
 * balancer counts against the same limits: three wrong passwords in 10 s are three for the whole
 * service, not three per process.
 *
 * An attempt is counted when it starts, before its outcome is known, and taken back afterwards if
 * it turns out not to count (a sign-in that succeeded): counting only after the outcome let parallel
 * requests all pass the check before the first of them was counted.
 *
 * Admitting is one transaction that inserts the attempt's rows first and then counts the key's
 * attempts in the window; over the limit, it rolls back, so a refused attempt leaves nothing. The
 * transactions of one key run one after another, so each counts every attempt admitted before it
 * and none can pass unseen, whichever process they run in:
 * - PostgreSQL: the transaction first takes its turn for each key (database/take-turns.ts, keys
 *   in sorted order so two transactions never wait on each other); the next transaction of that
 *   key waits for it, and then reads what it committed. The transaction asks for READ COMMITTED,
 *   so a database whose default is stricter changes nothing.
 * - SQLite: the process has one connection, on which Kysely runs one transaction at a time
 *   (database/sqlite-database.ts). Were another process to share the file, the insert coming first
 *   takes SQLite's single write lock before the transaction reads anything and holds it to the end,
 *   so that process would wait for it (busy_timeout) and then read what it wrote.
 */
export class AttemptCounter {
  private readonly db: Kysely<AttemptTables>;
  private readonly kind: AppDatabase["kind"];
  private readonly turns: TakeTurns;
  private lastPrune = 0;

  constructor(
    database: Pick<AppDatabase, "kind" | "tables">,
    private readonly now: () => number = Date.now,
  ) {
    this.db = tablesFor<AttemptTables>(database.tables);
    this.kind = database.kind;
    this.turns = takeTurnsOn(database.kind);
  }

  /** Admits one attempt against several limits at once: all of them count it, or none does when any is full. */
  async admit<const Limits extends readonly Counting[]>(limits: Limits): Promise<Admission<{ [K in keyof Limits]: CountedAttempt }>> {
    const now = this.now();
    const rows = limits.map(([limit, key]) => ({ id: randomUUID(), limit_key: `${limit.name}:${key}`, at: now, expires_at: now + limit.windowMs }));
    const keys = [...new Set(rows.map((row) => row.limit_key))].sort();
    const pruneAll = now - this.lastPrune >= PRUNE_EVERY_MS;
    try {
      // READ COMMITTED whatever the database's default: the count must see the attempts committed
      // while this transaction waited for its lock, which a snapshot taken earlier would not.
      const transaction = this.kind === "postgres" ? this.db.transaction().setIsolationLevel("read committed") : this.db.transaction();
      await transaction.execute(async (trx) => {
        await this.serialise(trx, keys);
        await trx.insertInto("attempt").values(rows).execute();
        let wait = 0;
        for (const [index, [limit]] of limits.entries()) {
          const row = rows[index]!;
          // The key's newest attempts before this one, as many as the limit allows.
          const earlier = await trx
            .selectFrom("attempt")
            .select("at")
            .where("limit_key", "=", row.limit_key)
            .where("at", ">", now - limit.windowMs)
            .where("id", "!=", row.id)
            .orderBy("at", "desc")
            .limit(limit.maxAttempts)
            .execute();
          // Full: this attempt may be made once the oldest of those leaves the window.
          const oldest = earlier.length >= limit.maxAttempts ? Number(earlier.at(-1)!.at) : undefined;
          if (oldest !== undefined) wait = Math.max(wait, Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)));
        }
        if (wait > 0) throw new Refused(wait);
        await trx.deleteFrom("attempt").where("limit_key", "in", keys).where("expires_at", "<=", now).execute();
        if (pruneAll) await trx.deleteFrom("attempt").where("expires_at", "<=", now).execute();
      });
    } catch (error) {
      if (error instanceof Refused) return { admitted: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
    if (pruneAll) this.lastPrune = now;
    const counted = rows.map((row) => this.counted([row.id]));
    return {
      admitted: true,
      attempt: this.counted(rows.map((row) => row.id)),
      counted: counted as { [K in keyof Limits]: CountedAttempt },
    };
  }

  private async serialise(trx: Transaction<AttemptTables>, keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.turns(trx, `attempt ${key}`);
  }

  private counted(ids: string[]): CountedAttempt {
    return {
      forget: () =>
        this.db
          .deleteFrom("attempt")
          .where("id", "in", ids)
          .execute()
          .then(
            () => undefined,
            () => undefined,
          ),
    };
  }
}
