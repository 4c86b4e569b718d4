/**
 * The work the app is doing for requests: the requests themselves, and what one started that may
 * outlive it (a first view's render, which goes on after its page was sent without it). A stop
 * waits for it before closing the databases: a request whose connection was cut at the drain
 * timeout may still be running (a sign-in waiting for its password check), and would otherwise
 * fail on a closed database.
 */
export class RequestsInFlight {
  private count = 0;
  private waiting: Array<() => void> = [];

  get size(): number {
    return this.count;
  }

  begin(): void {
    this.count += 1;
  }

  end(): void {
    this.count -= 1;
    if (this.count === 0) for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** Runs `work`, counted until it settles. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.begin();
    try {
      return await work();
    } finally {
      this.end();
    }
  }

  /** Resolves true once none is left, or false after `timeoutMs` with some still running. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
