import type { Context } from "hono";
import { clientAddress } from "../http/client-address";
import type { AttemptLimit } from "./attempt-counter";
import { normalisedEmail } from "./auth-fields";
import { deviceCookieIn, type KnownDevices } from "./known-devices";

/**
 * Which limits a password attempt (a sign-in, or a password given to change an account) counts
 * against, so that guessing stays slow and nobody can keep an account's owner out (docs/decisions/056):
 *
 * - From a device the account does not know, per client address: the 4th failure within 10 s is
 *   refused. Per account: the 11th failure within 15 minutes from any unknown device, so 40 guesses
 *   at once from 40 addresses cost at most 10 password checks. Someone who knows an address can
 *   still keep unknown devices out of that account, but no more than that;
 * - from a device that has signed in to the account before (known-devices.ts), only its own
 *   failures count, against it alone, with the same two limits: what others do, from any
 *   address, never refuses it, and a stolen device cookie guesses no faster than a stranger.
 */
export const BURST_ATTEMPTS = 3;
export const BURST_WINDOW_MS = 10_000;
export const SLOW_ATTEMPTS = 10;
export const SLOW_WINDOW_MS = 15 * 60_000;

const PER_ADDRESS: AttemptLimit = { name: "sign-in/address", maxAttempts: BURST_ATTEMPTS, windowMs: BURST_WINDOW_MS };
const PER_ACCOUNT: AttemptLimit = { name: "sign-in/account", maxAttempts: SLOW_ATTEMPTS, windowMs: SLOW_WINDOW_MS };
const DEVICE_BURST: AttemptLimit = { name: "sign-in/device", maxAttempts: BURST_ATTEMPTS, windowMs: BURST_WINDOW_MS };
const DEVICE_SLOW: AttemptLimit = { name: "sign-in/device-slow", maxAttempts: SLOW_ATTEMPTS, windowMs: SLOW_WINDOW_MS };

export type Counting = readonly [AttemptLimit, string];

/** Who makes a password attempt: from a device the account knows (its id), or else from a client address. */
export type Attempter = { knownDevice: string } | { address: string };

/** Who makes a password attempt for the account of `email` (as typed): the device the request's cookie stands for, when that account knows it, or else the client's address. */
export async function attempterOf(c: Context, { devices, trustProxy }: { devices: KnownDevices; trustProxy: boolean }, email: string | undefined): Promise<Attempter> {
  const device = email === undefined ? undefined : await devices.recognise(deviceCookieIn(c.req.raw.headers), email);
  return device ? { knownDevice: device } : { address: clientAddress(c, trustProxy) };
}

/** The limits an attempt for the account of `email` (as typed; none when the request has none) counts against. */
export function passwordAttemptLimits(attempter: Attempter, email: string | undefined): Counting[] {
  if ("knownDevice" in attempter) {
    return [
      [DEVICE_BURST, attempter.knownDevice],
      [DEVICE_SLOW, attempter.knownDevice],
    ];
  }
  const limits: Counting[] = [[PER_ADDRESS, attempter.address]];
  if (email !== undefined) limits.push([PER_ACCOUNT, normalisedEmail(email)]);
  return limits;
}
