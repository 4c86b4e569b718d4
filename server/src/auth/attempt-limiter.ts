/**
 * Counts attempts (sign-ins, new accounts…) per key — a client address, an account — in a sliding
 * window: once a key has `maxAttempts` of them within `windowMs`, it is refused until the oldest
 * leaves the window. Other keys are unaffected. In memory: limits are per server process
 * (docs/decisions/020).
 *
 * An attempt is counted when it starts, before its outcome is known, and forgotten afterwards if
 * it turns out not to count (a sign-in that succeeded). Counting only after the outcome let
 * parallel requests all pass the check before the first of them was counted.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, Attempt[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.maxAttempts) return 0;
    const oldest = recent[recent.length - this.maxAttempts]!;
    return Math.max(1, Math.ceil((oldest.at + this.windowMs - this.now()) / 1000));
  }

  /** Counts one attempt for this key now; `forget()` on the result takes it back. */
  count(key: string): CountedAttempt {
    const attempt: Attempt = { at: this.now() };
    const recent = this.recent(key);
    recent.push(attempt);
    this.attempts.set(key, recent);
    if (this.attempts.size > 50_000) this.prune();
    return {
      forget: () => {
        const list = this.attempts.get(key);
        const index = list?.indexOf(attempt) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      },
    };
  }

  private recent(key: string): Attempt[] {
    const cutoff = this.now() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((attempt) => attempt.at > cutoff);
  }

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [key, list] of this.attempts) if (list.every((attempt) => attempt.at <= cutoff)) this.attempts.delete(key);
  }
}

interface Attempt {
  at: number;
}

export interface CountedAttempt {
  /** Takes the attempt back: its outcome means it should not count against the key. */
  forget: () => void;
}

type Limit = readonly [AttemptLimiter, string];

export type Admission<Counted> =
  | {
      admitted: true;
      /** The attempt as every limit counted it: `forget()` takes it back from all of them. */
      attempt: CountedAttempt;
      /** The same attempt per limit, in the order the limits were given. */
      counted: Counted;
    }
  | { admitted: false; retryAfterSeconds: number };

/**
 * Admits one attempt against several limits at once — all of them count it, or none does when any
 * is full. Checking and counting happen in one synchronous step, with no await between them, so
 * requests running in parallel are admitted one after another.
 */
export function admit<const Limits extends readonly Limit[]>(limits: Limits): Admission<{ [K in keyof Limits]: CountedAttempt }> {
  const wait = Math.max(0, ...limits.map(([limiter, key]) => limiter.retryAfterSeconds(key)));
  if (wait > 0) return { admitted: false, retryAfterSeconds: wait };
  const counted = limits.map(([limiter, key]) => limiter.count(key));
  return {
    admitted: true,
    attempt: { forget: () => counted.forEach((attempt) => attempt.forget()) },
    counted: counted as { [K in keyof Limits]: CountedAttempt },
  };
}
