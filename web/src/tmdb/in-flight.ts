/**
 * Requests shared while they are on their way: asking for a key whose request has not answered yet
 * gets that request's answer instead of sending it again (two parts of a page, or a quick second
 * click, never make the same request twice at once). Finished requests are forgotten here; keeping
 * answers is the TTL cache's job.
 */
export class InFlight {
  private readonly pending = new Map<string, Promise<unknown>>();

  run<T>(key: string, request: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing as Promise<T>;
    const started = request().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }
}
