import { hash, verify, type Options } from "@node-rs/argon2";

/** OWASP ASVS 5.0 parameters for argon2id (algorithm 2 in the library's const enum): 19 MiB, two passes, one lane. */
export const ARGON2_PARAMETERS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMETERS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
