// The crash the kill checks share: writes stream in, and the server is killed with kill -9 while
// some are still in flight, so that what it answered can be checked after a restart.
import { inPool } from "./pool";
import type { RunningServer } from "./server-process";

export interface WritesUntilKilled<T> {
  /** What the writes answered 200 stood for: each must be there after the restart. */
  acknowledged: T[];
  /** Each write's status, or its connection error (ECONNRESET once the server is gone). */
  outcomes: string[];
  inFlightAtKill: number;
  killed: boolean;
}

/**
 * Runs `write(n)` for n = 0, 1, … `concurrency` at a time, and kills the server with kill -9 as
 * soon as `killAfter` writes were answered 200, while the next ones are on their way. `write`
 * sends one request and says what it stands for; only 200s count as acknowledged.
 */
export async function writeUntilKilled<T>(
  server: RunningServer,
  options: { most: number; concurrency: number; killAfter: number },
  write: (n: number) => { item: T; send: () => Promise<{ status: number }> },
): Promise<WritesUntilKilled<T>> {
  const acknowledged: T[] = [];
  const outcomes: string[] = [];
  let killing: Promise<void> | undefined;
  let inFlight = 0;
  let inFlightAtKill = 0;
  await inPool(options.most, options.concurrency, async (n) => {
    if (killing) return;
    const { item, send } = write(n);
    inFlight += 1;
    try {
      const answer = await send();
      outcomes.push(String(answer.status));
      if (answer.status === 200) acknowledged.push(item);
    } catch (error) {
      outcomes.push((error as NodeJS.ErrnoException).code ?? "error");
    } finally {
      inFlight -= 1;
    }
    if (acknowledged.length >= options.killAfter && !killing) {
      inFlightAtKill = inFlight;
      killing = server.kill9();
    }
  });
  await killing;
  return { acknowledged, outcomes, inFlightAtKill, killed: killing !== undefined };
}
