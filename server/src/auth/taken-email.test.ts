import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DATABASE_KINDS } from "../test-support/test-database";

describe.each(DATABASE_KINDS)("signing up with an email that already has an account, on %s", (kind) => {
  let h: AuthTestServer;
  beforeAll(async () => {
    h = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => h.close());

  let address = 0;
  const signUp = (email: string, password = GOOD_PASSWORD) =>
    h.post("/sign-up/email", { email, password, name: "Ada Lovelace" }, { "X-Forwarded-For": `198.18.1.${++address}` });

  it("still signs a new email up at once, with a session", async () => {
    const res = await signUp(uniqueEmail());
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
  });

  it("answers a taken email without saying it is taken, in the shape and status of other refused sign-ups", async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(200);
    const taken = await signUp(email.toUpperCase(), "another fine passphrase");
    expect(taken.status).toBe(400);
    expect(taken.headers.getSetCookie()).toEqual([]);
    const body = (await taken.json()) as Record<string, unknown>;
    expect(body).toEqual({
      code: "ACCOUNT_NOT_CREATED",
      message: "We could not create an account with these details. If you already have an account with this email address, sign in instead.",
    });
    expect(JSON.stringify(body)).not.toMatch(/exist/i);
    const weak = await signUp(uniqueEmail(), "short");
    expect(weak.status).toBe(taken.status);
    expect(Object.keys((await weak.json()) as object).sort()).toEqual(Object.keys(body).sort());
  });

  it("costs the server the same password work as creating an account", async () => {
    const email = uniqueEmail();
    let before = h.services.service.passwordWork();
    expect((await signUp(email)).status).toBe(200);
    const forNew = h.services.service.passwordWork() - before;
    before = h.services.service.passwordWork();
    expect((await signUp(email)).status).toBe(400);
    expect(h.services.service.passwordWork() - before).toBe(forNew);
  });

  it("leaves the existing account as it was: its owner signs in with their own password", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await signUp(email, "an impostor's passphrase");
    const owner = await h.post("/sign-in/email", { email, password: GOOD_PASSWORD }, { "X-Forwarded-For": "198.18.2.1" });
    expect(owner.status).toBe(200);
    const impostor = await h.post("/sign-in/email", { email, password: "an impostor's passphrase" }, { "X-Forwarded-For": "198.18.2.2" });
    expect(impostor.status).toBe(401);
  });
});
