import { createPublicKey, type KeyObject } from "node:crypto";

/** The only kind of key Clerk signs session tokens with (RS256), and the only one its networkless verification can read. */
const CLERK_KEY_BITS = 2048;
const CLERK_KEY_EXPONENT = 65537n;

/**
 * Clerk's "JWKS public key" (CLERK_JWT_KEY) as Clerk's own `verifyToken` reads it: a PEM public
 * key. Operators paste it with its line breaks, on one line with `\n` written out (env files), or
 * as the bare base64 between the BEGIN and END lines; all three are accepted and given back as one
 * canonical PEM. Clerk's library rebuilds the key from the PEM's text assuming a 2048-bit RSA key
 * with exponent 65537 (what Clerk issues), so any other key would fail every token in silence:
 * it is refused here, at start, instead. Returns the PEM, or what is wrong with the value.
 */
export function readClerkJwtKey(raw: string): { pem: string } | { problem: string } {
  const base64 = raw
    .replace(/\\n/g, "\n")
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "")
    .replace(/\s+/g, "");
  if (base64 === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { problem: "must be a PEM public key (-----BEGIN PUBLIC KEY----- …)" };
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
  } catch {
    return { problem: "must be a PEM public key (-----BEGIN PUBLIC KEY----- …): this one cannot be read" };
  }
  const { modulusLength, publicExponent } = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType !== "rsa" || modulusLength !== CLERK_KEY_BITS || publicExponent !== CLERK_KEY_EXPONENT) {
    return { problem: "must be Clerk's JWKS public key (a 2048-bit RSA key): this is another kind of key" };
  }
  return { pem: key.export({ type: "spki", format: "pem" }).toString() };
}
