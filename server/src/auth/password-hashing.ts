import { hash, verify, type Options } from "@node-rs/argon2";

/** OWASP ASVS 5.0 parameters for argon2id (algorithm 2 in the library's const enum): 19 MiB, two passes, one lane. */
export const ARGON2_PARAMETERS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For test runs only (TEST_FAST_PASSWORD_HASHING=on, refused with NODE_ENV=production): argon2id
 * with 1 MiB and one pass, a few milliseconds a hash instead of tens. The test suites make hundreds
 * of accounts, and what they check (who may sign in, the limits on attempts) does not depend on the
 * cost. A hash names its own parameters, so either kind verifies the same way.
 */
export const TEST_ARGON2_PARAMETERS: Options = { algorithm: 2, memoryCost: 1_024, timeCost: 1, parallelism: 1 };

export type PasswordHashing = "production" | "fast-for-tests";

export function hashPassword(password: string, hashing: PasswordHashing = "production"): Promise<string> {
  return hash(password, hashing === "production" ? ARGON2_PARAMETERS : TEST_ARGON2_PARAMETERS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
