/**
 * Counts recorded attempts (failed sign-ins, new accounts…) per client in a sliding window: once a
 * client has `maxFailures` of them within `windowMs`, it is refused until the oldest leaves the
 * window. Other clients are unaffected. In memory: limits are per server process.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until this client may try again, or 0 when it may try now. */
  retryAfterSeconds(client: string): number {
    const recent = this.recent(client);
    if (recent.length < this.maxFailures) return 0;
    const oldest = recent[recent.length - this.maxFailures]!;
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  record(client: string): void {
    const recent = this.recent(client);
    recent.push(this.now());
    this.failures.set(client, recent);
    if (this.failures.size > 50_000) this.prune();
  }

  private recent(client: string): number[] {
    const cutoff = this.now() - this.windowMs;
    return (this.failures.get(client) ?? []).filter((time) => time > cutoff);
  }

  private prune(): void {
    const cutoff = this.now() - this.windowMs;
    for (const [client, times] of this.failures) if (times.every((time) => time <= cutoff)) this.failures.delete(client);
  }
}
