/** Addresses each Playwright worker process draws from: 4,096 for each of 32 worker numbers (a worker started again after a failure takes the next number). */
const PER_WORKER = 4096;
let drawn = 0;

/**
 * An address for a client of its own, to send as `X-Forwarded-For` (the test server trusts it,
 * TRUST_PROXY=on): the server limits sign-ups and failed sign-ins per client address, and the
 * journeys, as the different people they stand for, must not share those limits. Each is new in the
 * run: numbered by the worker process (each run starts its own server, so only its own run's
 * addresses meet) and by a count within the worker, in 198.18.0.0/15, the range kept for
 * benchmarks, which no real client has.
 */
export function anotherClientAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 32;
  if (drawn === PER_WORKER) throw new Error("No client address is left for this worker");
  const n = worker * PER_WORKER + drawn++;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}
