import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_EMAIL_OCTETS, MAX_NAME_LENGTH } from "./account-fields";
import { GOOD_PASSWORD, startAuthTestServer, TEST_ORIGIN, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DATABASE_KINDS } from "../test-support/test-database";

/** A valid address of exactly `length` characters at example.com, its local part in 64-character labels. */
function emailOfLength(length: number): string {
  const domain = "@example.com";
  const local = "a".repeat(length - domain.length);
  return local.length <= 64 ? local + domain : `${local.slice(0, 64)}${domain.replace("@", `@${"b".repeat(length - 64 - domain.length - 1)}.`)}`;
}

describe.each(DATABASE_KINDS)("account fields, on %s", (kind) => {
  let h: AuthTestServer;
  beforeAll(async () => {
    h = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => h.close());

  let address = 0;
  // Each sign-up from its own address, so the per-client sign-up limits are not what is measured.
  const signUp = (fields: { email: string; name: string }) => h.post("/sign-up/email", { ...fields, password: GOOD_PASSWORD }, { "X-Forwarded-For": `198.18.0.${++address}` });

  it(`refuses a name over ${MAX_NAME_LENGTH} characters with 400 and a message saying so`, async () => {
    const res = await signUp({ email: uniqueEmail(), name: "N".repeat(MAX_NAME_LENGTH + 1) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "NAME_TOO_LONG", message: "Your name can be at most 100 characters long." });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it(`accepts a name of ${MAX_NAME_LENGTH} characters, counting characters rather than bytes`, async () => {
    const name = "é".repeat(MAX_NAME_LENGTH);
    const res = await signUp({ email: uniqueEmail(), name });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe(name);
  });

  it(`refuses an email over ${MAX_EMAIL_OCTETS} characters with 400, and accepts one of ${MAX_EMAIL_OCTETS}`, async () => {
    const tooLong = await signUp({ email: emailOfLength(MAX_EMAIL_OCTETS + 1), name: "Long Address" });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ code: "EMAIL_TOO_LONG", message: "An email address can be at most 254 characters long." });
    const longest = emailOfLength(MAX_EMAIL_OCTETS);
    expect(longest).toHaveLength(MAX_EMAIL_OCTETS);
    expect((await signUp({ email: longest, name: "Long Address" })).status).toBe(200);
  });

  it("refuses a 5,012-character email, and keeps a signed-in person from renaming themselves at length", async () => {
    expect((await signUp({ email: `${"a".repeat(5000)}@example.com`, name: "Huge" })).status).toBe(400);
    const res = await signUp({ email: uniqueEmail(), name: "Short Name" });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!.split(";")[0]!;
    const rename = (name: string) =>
      fetch(`${h.url}/api/auth/update-user`, { method: "POST", headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, Cookie: cookie }, body: JSON.stringify({ name }) });
    const refused = await rename("R".repeat(MAX_NAME_LENGTH + 1));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe("NAME_TOO_LONG");
    expect((await rename("Renamed Person")).status).toBe(200);
    const session = await fetch(`${h.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe("Renamed Person");
  });
});
