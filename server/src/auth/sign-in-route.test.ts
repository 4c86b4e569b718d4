import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DATABASE_KINDS } from "../test-support/test-database";

/**
 * Each describe has its own server, so its limits start empty; `passwordWork` counts the argon2
 * hashes and verifications the server really ran (create-auth.ts), which is what the limits cap.
 */
describe.each(DATABASE_KINDS)("sign-in limits under parallel attempts, on %s", (kind) => {
  let h: AuthTestServer;
  beforeAll(async () => {
    h = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => h.close());

  let addresses = 0;
  const freshAddress = () => `203.0.113.${++addresses}`;
  const signUp = async () => {
    const email = uniqueEmail();
    expect((await h.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Target" }, { "X-Forwarded-For": freshAddress() })).status).toBe(200);
    return email;
  };
  const signIn = (email: string, password: string, address: string) => h.post("/sign-in/email", { email, password }, { "X-Forwarded-For": address });

  async function fortyAtOnce(send: (i: number) => Promise<Response>) {
    const before = h.services.service.passwordWork();
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)));
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ code: string; message: string }>));
    return { passwordChecks: h.services.service.passwordWork() - before, statuses, bodies, responses };
  }

  it("runs at most 3 password checks for 40 wrong passwords sent at once from one address", async () => {
    const email = await signUp();
    const address = freshAddress();
    const { passwordChecks, statuses, bodies, responses } = await fortyAtOnce((i) => signIn(email, `wrong guess ${i}`, address));
    expect(passwordChecks).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
    const refused = bodies.find((b) => b.code === "TOO_MANY_ATTEMPTS")!;
    expect(refused.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(responses[statuses.indexOf(429)]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("runs at most 3 password checks for one account attacked from 40 addresses at once", async () => {
    const email = await signUp();
    const { passwordChecks, statuses } = await fortyAtOnce((i) => signIn(email, `wrong guess ${i}`, `198.51.100.${i + 1}`));
    expect(passwordChecks).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
  });

  it("counts an account by its address however it is spelled", async () => {
    const email = await signUp();
    const spellings = [email, email.toUpperCase(), `  ${email} `, email.replace("person", "PERSON")];
    const { passwordChecks } = await fortyAtOnce((i) => signIn(spellings[i % spellings.length]!, `wrong guess ${i}`, `192.0.2.${i + 1}`));
    expect(passwordChecks).toBeLessThanOrEqual(3);
  });

  it("runs at most 3 password checks for 40 made-up emails sent at once from one address", async () => {
    const address = freshAddress();
    const { passwordChecks, statuses } = await fortyAtOnce((i) => signIn(uniqueEmail(`nobody${i}-`), "some password", address));
    expect(passwordChecks).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
  });
});

describe.each(DATABASE_KINDS)("sign-in limits one attempt at a time, on %s", (kind) => {
  let h: AuthTestServer;
  beforeAll(async () => {
    h = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => h.close());

  const signUp = async (address: string) => {
    const email = uniqueEmail();
    expect((await h.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Person" }, { "X-Forwarded-For": address })).status).toBe(200);
    return email;
  };
  const signIn = (email: string, password: string, address: string) => h.post("/sign-in/email", { email, password }, { "X-Forwarded-For": address });

  it("does not count sign-ins that succeed", async () => {
    const email = await signUp("192.0.2.200");
    for (let i = 0; i < 6; i++) expect((await signIn(email, GOOD_PASSWORD, "192.0.2.201")).status).toBe(200);
  });

  it("refuses the account's 4th failure within 10 s from any address, and leaves other accounts alone", async () => {
    const email = await signUp("192.0.2.210");
    for (let i = 0; i < 3; i++) expect((await signIn(email, `wrong guess ${i}`, `192.0.2.${211 + i}`)).status).toBe(401);
    const elsewhere = await signIn(email, GOOD_PASSWORD, "192.0.2.220");
    expect(elsewhere.status).toBe(429);
    expect(((await elsewhere.json()) as { message: string }).message).toMatch(/^Too many attempts\./);
    const other = await signUp("192.0.2.221");
    expect((await signIn(other, GOOD_PASSWORD, "192.0.2.222")).status).toBe(200);
  });

  it("counts form-encoded sign-ins against their account too", async () => {
    const email = await signUp("192.0.2.230");
    const formSignIn = (password: string, address: string) =>
      fetch(`${h.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.origin, "X-Forwarded-For": address },
        body: new URLSearchParams({ email, password }).toString(),
      });
    for (let i = 0; i < 3; i++) expect((await formSignIn(`wrong guess ${i}`, `192.0.2.${231 + i}`)).status).toBe(401);
    expect((await formSignIn(GOOD_PASSWORD, "192.0.2.240")).status).toBe(429);
  });
});
