import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";

/** A stand-in Clerk instance's key pair: Clerk signs with a 2048-bit RSA key (RS256) and publishes the public half. */
export interface TestClerkInstance {
  /** The public key in PEM, as Clerk's dashboard shows it ("JWKS public key", CLERK_JWT_KEY). */
  publicPem: string;
  /** Signs a token shaped as Clerk's session tokens with this instance's private key. */
  token: (claims?: Partial<ClerkSessionClaims>) => string;
}

/** The claims of a Clerk session token (v1), as Clerk's browser SDK receives them. */
export interface ClerkSessionClaims {
  sub: string;
  sid: string;
  azp?: string;
  iss: string;
  iat: number;
  nbf: number;
  exp: number;
  sts?: "active" | "pending";
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A Clerk instance of the tests' own, as its tokens look (RS256, `typ` JWT, a `kid`; `sub`,
 * `sid`, `azp`, `iss`, `iat`, `nbf` 10 s before, `exp` 60 s after): the server verifies them with
 * Clerk's own library exactly as it would a real instance's, with no network.
 */
export function testClerkInstance(azp: string): TestClerkInstance {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    token: (claims = {}) => signClerkToken(privateKey, { sub: "user_2aTestPerson", sid: "sess_2aTestSession", azp, iss: "https://clerk.example.com", iat: nowSeconds(), nbf: nowSeconds() - 10, exp: nowSeconds() + 60, ...claims }),
  };
}

function signClerkToken(privateKey: KeyObject, claims: ClerkSessionClaims): string {
  const signed = `${base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "ins_2aTestInstance" }))}.${base64url(JSON.stringify(claims))}`;
  return `${signed}.${base64url(sign("sha256", Buffer.from(signed), privateKey))}`;
}
