import { randomInt } from "node:crypto";

/**
 * An address for a client of its own, to send as `X-Forwarded-For` (the test server trusts it,
 * TRUST_PROXY=on): the server limits sign-ups and failed sign-ins per client address, and the
 * journeys, as the different people they stand for, must not share those limits. Drawn at random
 * from a range no real client has (198.18.0.0/15, for benchmarks): a count would start again in each
 * worker process and in each repeat of a file.
 */
export function anotherClientAddress(): string {
  return `198.18.${randomInt(256)}.${randomInt(256)}`;
}
