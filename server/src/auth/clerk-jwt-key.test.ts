import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readClerkJwtKey } from "./clerk-jwt-key";

const pemOf = (key: { export: (options: { type: "spki"; format: "pem" }) => string | Buffer }) => key.export({ type: "spki", format: "pem" }).toString();
const clerkPem = pemOf(generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey);

describe("CLERK_JWT_KEY", () => {
  it("is read as Clerk's dashboard shows it, on one line with \\n written out, or as the bare base64, always as the same PEM", () => {
    const body = clerkPem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, "").replace(/\s+/g, "");
    for (const spelling of [clerkPem, clerkPem.trim().replace(/\n/g, "\\n"), body, `  ${clerkPem.replace(/\n/g, "\r\n")}  `]) {
      expect(readClerkJwtKey(spelling)).toEqual({ pem: clerkPem });
    }
  });

  it("refuses what is not a public key, or a key of another kind than Clerk's, saying which", () => {
    expect(readClerkJwtKey("sk_live_this-is-a-secret-key")).toEqual({ problem: expect.stringMatching(/^must be a PEM public key/) as string });
    expect(readClerkJwtKey("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----")).toEqual({ problem: expect.stringMatching(/cannot be read$/) as string });
    const elliptic = pemOf(generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey);
    const shortRsa = pemOf(generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey);
    for (const other of [elliptic, shortRsa]) expect(readClerkJwtKey(other)).toEqual({ problem: expect.stringMatching(/another kind of key$/) as string });
  });
});
