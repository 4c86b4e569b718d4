import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { listen, type RunningServer } from "../test-support/listen";
import { testConfig } from "../test-support/test-config";
import { DATABASE_KINDS, freshPlace, openTestServices, type DatabaseKind, type TestServices } from "../test-support/test-database";

const ORIGIN = "http://127.0.0.1:0";

interface Harness {
  running: RunningServer;
  services: TestServices;
  close: () => Promise<void>;
}

async function startAuthServer(kind: DatabaseKind, overrides: { baseUrl?: string; trustProxy?: boolean } = {}): Promise<Harness> {
  const place = await freshPlace(kind);
  const baseUrl = overrides.baseUrl ?? ORIGIN;
  const trustedOrigins = [new URL(baseUrl).origin];
  const trustProxy = overrides.trustProxy ?? false;
  // Production's password hashing, which this file's first test pins; the other suites hash cheaply.
  const services = await openTestServices(place, { baseUrl, trustedOrigins, trustProxy, passwordHashing: "production" });
  const running = await listen(createApp(testConfig({ dataDir: place.dataDir, baseUrl, trustedOrigins, trustProxy }), { accepting: true }, { auth: services.service }));
  return {
    running,
    services,
    close: async () => {
      await running.close();
      await services.close();
    },
  };
}

function post(h: Harness, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${h.running.url}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

let counter = 0;
const uniqueEmail = () => `person${++counter}-${Date.now()}@example.com`;
const GOOD_PASSWORD = "violet hedgehog marmalade";

async function signUp(h: Harness, email = uniqueEmail(), password = GOOD_PASSWORD, headers: Record<string, string> = {}) {
  const res = await post(h, "/sign-up/email", { email, password, name: "Test Person" }, headers);
  return { res, email };
}

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (!cookie) throw new Error("no session cookie was set");
  return cookie.split(";")[0]!;
}

describe.each(DATABASE_KINDS)("embedded auth over HTTP, on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAuthServer(kind);
  });
  afterAll(() => h.close());

  it("stores passwords as argon2id with OWASP ASVS parameters", async () => {
    const { res, email } = await signUp(h);
    expect(res.status).toBe(200);
    const { rows } = await sql<{ password: string }>`SELECT a.password FROM account a JOIN "user" u ON u.id = a."userId" WHERE u.email = ${email}`.execute(h.services.database.tables);
    expect(rows[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]!.password).not.toContain(GOOD_PASSWORD);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie (not Secure over http)", async () => {
    const { res } = await signUp(h);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("refuses short and very common passwords, and accepts long ones without truncating them", async () => {
    for (const password of ["short", "password1", "iloveyou", "Qwerty123"]) {
      const { res } = await signUp(h, uniqueEmail(), password);
      expect(res.status, password).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/at least 8 characters|too common/);
    }
    const long = "a long passphrase ".repeat(6).slice(0, 100);
    const { res, email } = await signUp(h, uniqueEmail(), long);
    expect(res.status).toBe(200);
    expect((await post(h, "/sign-in/email", { email, password: long })).status).toBe(200);
    expect((await post(h, "/sign-in/email", { email, password: long.slice(0, 72) })).status).toBe(401);
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const { email } = await signUp(h);
    const wrongPassword = await post(h, "/sign-in/email", { email, password: "not the right one" }, { "X-Test": "1" });
    const unknownEmail = await post(h, "/sign-in/email", { email: uniqueEmail(), password: "not the right one" });
    expect(wrongPassword.status).toBe(unknownEmail.status);
    expect(await wrongPassword.text()).toBe(await unknownEmail.text());
  });

  it("refuses cross-origin writes with 403", async () => {
    const res = await post(h, "/sign-in/email", { email: "a@b.c", password: "whatever123" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const crossSite = await fetch(`${h.running.url}/api/auth/sign-out`, { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("signs out by deleting the session on the server: the old cookie no longer works", async () => {
    const { res, email } = await signUp(h);
    const cookie = sessionCookie(res);
    const session = await fetch(`${h.running.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    const out = await fetch(`${h.running.url}/api/auth/sign-out`, { method: "POST", headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" }, body: "{}" });
    expect(out.status).toBe(200);
    const after = await fetch(`${h.running.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    expect(await after.json()).toBeNull();
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM session s JOIN "user" u ON u.id = s."userId" WHERE u.email = ${email}`.execute(h.services.database.tables);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe.each(DATABASE_KINDS)("brute-force protection, on %s", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startAuthServer(kind, { trustProxy: true });
  });
  afterAll(() => h.close());

  it("answers the 4th failed sign-in within 10 s with 429 and Retry-After, and no one else", async () => {
    const { email } = await signUp(h, uniqueEmail(), GOOD_PASSWORD, { "X-Forwarded-For": "203.0.113.1" });
    const { email: otherEmail } = await signUp(h, uniqueEmail(), GOOD_PASSWORD, { "X-Forwarded-For": "203.0.113.2" });
    const attacker = { "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 3; i++) {
      expect((await post(h, "/sign-in/email", { email, password: `wrong guess ${i}` }, attacker)).status).toBe(401);
    }
    const fourth = await post(h, "/sign-in/email", { email, password: GOOD_PASSWORD }, attacker);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    // Someone else, at another address, signing in to their own account is not held up.
    const someoneElse = await post(h, "/sign-in/email", { email: otherEmail, password: GOOD_PASSWORD }, { "X-Forwarded-For": "198.51.100.4" });
    expect(someoneElse.status).toBe(200);
  });
});

describe("behind https", () => {
  it("marks the session cookie Secure", async () => {
    const h = await startAuthServer("sqlite", { baseUrl: "https://movies.example" });
    const res = await fetch(`${h.running.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://movies.example" },
      body: JSON.stringify({ email: uniqueEmail(), password: GOOD_PASSWORD, name: "Secure Person" }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/; Secure/i);
    await h.close();
  });
});

describe("mounting", () => {
  it("leaves the caching of everything outside /api/auth alone", async () => {
    const h = await startAuthServer("sqlite");
    const res = await fetch(`${h.running.url}/healthz`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const session = await fetch(`${h.running.url}/api/auth/get-session`);
    expect(session.headers.get("cache-control")).toBe("no-store");
    const image = await fetch(`${h.running.url}/t/p/w500/movie-1-poster.svg`);
    expect(image.headers.get("cache-control")).toBeNull();
    await h.close();
  });
});
