import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DEVICE_COOKIE } from "./known-devices";
import { DATABASE_KINDS } from "../test-support/test-database";

/**
 * Each describe has its own server, so its limits start empty; `passwordWork` counts the argon2
 * hashes and verifications the server really ran (create-auth.ts), which is what the limits cap.
 * The server trusts X-Forwarded-For here, so each request can come from an address of its own.
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

  it("runs at most 10 password checks for one account attacked from 40 addresses at once", async () => {
    const email = await signUp();
    const { passwordChecks, statuses } = await fortyAtOnce((i) => signIn(email, `wrong guess ${i}`, `198.51.100.${i + 1}`));
    expect(passwordChecks).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });

  it("counts an account by its address however it is spelled", async () => {
    const email = await signUp();
    const spellings = [email, email.toUpperCase(), `  ${email} `, email.replace("person", "PERSON")];
    const { passwordChecks } = await fortyAtOnce((i) => signIn(spellings[i % spellings.length]!, `wrong guess ${i}`, `192.0.2.${i + 1}`));
    expect(passwordChecks).toBeLessThanOrEqual(10);
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

  let addresses = 0;
  const freshAddress = () => `192.0.2.${++addresses}`;
  const signUp = async () => {
    const email = uniqueEmail();
    expect((await h.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Person" }, { "X-Forwarded-For": freshAddress() })).status).toBe(200);
    return email;
  };
  const signIn = (email: string, password: string, address: string, cookie = "") => h.post("/sign-in/email", { email, password }, { "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) });
  /** The device cookie an answer sets, as the Cookie header a browser would then send. */
  const deviceCookie = (response: Response) => {
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    if (!line) throw new Error("no device cookie was set");
    return line.split(";")[0]!;
  };
  /** A device that has signed in to the account: the Cookie header it sends. */
  const knownDevice = async (email: string) => deviceCookie(await signIn(email, GOOD_PASSWORD, freshAddress()));

  it("does not count sign-ins that succeed", async () => {
    const email = await signUp();
    const address = freshAddress();
    for (let i = 0; i < 12; i++) expect((await signIn(email, GOOD_PASSWORD, address)).status).toBe(200);
  });

  it("lets the owner sign in from another address after 4 failures from one address", async () => {
    const email = await signUp();
    const attacker = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(email, `wrong guess ${i}`, attacker)).status).toBe(401);
    expect((await signIn(email, "wrong guess 3", attacker)).status).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, freshAddress())).status).toBe(200);
  });

  it("refuses unknown devices the account's 11th failure within 15 minutes from any address, saying how long to wait, and leaves other accounts alone", async () => {
    const email = await signUp();
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong guess ${i}`, freshAddress())).status).toBe(401);
    const elsewhere = await signIn(email, GOOD_PASSWORD, freshAddress());
    expect(elsewhere.status).toBe(429);
    expect(((await elsewhere.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait 1[45] minutes and try again\.$/);
    expect(Number(elsewhere.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    const other = await signUp();
    expect((await signIn(other, GOOD_PASSWORD, freshAddress())).status).toBe(200);
  });

  it("lets a device that has signed in before sign in after 100 failures from 20 other addresses", async () => {
    const email = await signUp();
    const device = await knownDevice(email);
    const before = h.services.service.passwordWork();
    const attackers = Array.from({ length: 20 }, freshAddress);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await signIn(email, `wrong guess ${i}`, attackers[i % 20]!)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(h.services.service.passwordWork() - before).toBe(10);
    // From an address of its own, and from one of the attackers' (a shared network): the device is known either way.
    expect((await signIn(email, GOOD_PASSWORD, freshAddress(), device)).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD, attackers[0]!, device)).status).toBe(200);
    // A browser without the device's cookie is still refused.
    expect((await signIn(email, GOOD_PASSWORD, freshAddress())).status).toBe(429);
  });

  it("counts a known device's own failures against it alone: its 4th within 10 s is refused, and others sign in", async () => {
    const email = await signUp();
    const device = await knownDevice(email);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signIn(email, `wrong guess ${i}`, address, device)).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD, address, device)).status).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, freshAddress())).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD, address)).status).toBe(200);
  });

  it("takes a device cookie only for the account it signed in to, and never one the server did not sign", async () => {
    const email = await signUp();
    const otherAccountsDevice = await knownDevice(await signUp());
    const [name, value] = (await knownDevice(email)).split("=") as [string, string];
    const forged = `${name}=${value.slice(0, value.indexOf(".") + 1)}${"A".repeat(43)}`;
    for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong guess ${i}`, freshAddress())).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD, freshAddress(), otherAccountsDevice)).status).toBe(429);
    expect((await signIn(email, GOOD_PASSWORD, freshAddress(), forged)).status).toBe(429);
  });

  it("sends the device cookie HttpOnly, to the sign-in service only, for months; and again, the same, at the device's next sign-in", async () => {
    const email = await signUp();
    const first = await signIn(email, GOOD_PASSWORD, freshAddress());
    const line = first.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; Path=\/api\/auth/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBe(180 * 24 * 60 * 60);
    const again = await signIn(email, GOOD_PASSWORD, freshAddress(), deviceCookie(first));
    expect(deviceCookie(again)).toBe(deviceCookie(first));
  });

  it("counts form-encoded sign-ins against their account too", async () => {
    const email = await signUp();
    const formSignIn = (password: string, address: string) =>
      fetch(`${h.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.origin, "X-Forwarded-For": address },
        body: new URLSearchParams({ email, password }).toString(),
      });
    for (let i = 0; i < 10; i++) expect((await formSignIn(`wrong guess ${i}`, freshAddress())).status).toBe(401);
    expect((await formSignIn(GOOD_PASSWORD, freshAddress())).status).toBe(429);
  });
});
