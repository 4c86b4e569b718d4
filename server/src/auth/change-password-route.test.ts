import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test-support/test-database";
import { cookieFrom, GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";
import { DEVICE_COOKIE } from "./known-devices";

describe.each(DATABASE_KINDS)("changing a password, on %s", (kind) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => server.close());

  let addresses = 0;
  /** Each sign-in comes from an address of its own, unless the test says which. */
  const freshAddress = () => `192.0.2.${++addresses}`;
  /** A new account: its email and the Cookie header of its session (and of the device it signed up on). */
  async function account(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail("changer");
    const answer = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Changer" });
    expect(answer.status).toBe(200);
    return { email, cookie: cookieFrom(answer) };
  }
  const change = (cookie: string, currentPassword: string, newPassword: string) => server.post("/change-password", { currentPassword, newPassword }, { Cookie: cookie });
  const signIn = (email: string, password: string, address = freshAddress()) => server.post("/sign-in/email", { email, password }, { "X-Forwarded-For": address });
  /** The session's cookie alone: a browser the account does not know as a device. */
  const withoutDevice = (cookie: string) =>
    cookie
      .split("; ")
      .filter((part) => !part.startsWith(`${DEVICE_COOKIE}=`))
      .join("; ");

  it("takes the new password when the current one is right; the old one no longer signs in", async () => {
    const { email, cookie } = await account();
    expect((await change(cookie, GOOD_PASSWORD, "amber lighthouse quartet")).status).toBe(200);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(email, "amber lighthouse quartet")).status).toBe(200);
  });

  it("refuses a new password a new account could not have, saying why, and keeps the old one", async () => {
    const { email, cookie } = await account();
    for (const [weak, why] of [
      ["password", "This password is too common and easy to guess. Please choose another."],
      ["short", "Your password must be at least 8 characters long."],
    ] as const) {
      const answer = await change(cookie, GOOD_PASSWORD, weak);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ code: "WEAK_PASSWORD", message: why });
    }
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("refuses a new password that is the current one, saying so", async () => {
    const { cookie } = await account();
    const answer = await change(cookie, GOOD_PASSWORD, GOOD_PASSWORD);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: "SAME_PASSWORD", message: "Your new password is the same as your current one. Choose another." });
  });

  it("counts wrong current passwords and failed sign-ins together on a browser the account does not know: the account's 11th failure within 15 minutes is answered 429", async () => {
    const { email, cookie } = await account();
    const stranger = withoutDevice(cookie);
    expect(stranger).not.toContain(DEVICE_COOKIE);
    for (let guess = 1; guess <= 3; guess++) expect((await change(stranger, `wrong guess ${guess}`, "amber lighthouse quartet")).status).toBe(400);
    for (let guess = 4; guess <= 10; guess++) expect((await signIn(email, `wrong guess ${guess}`)).status).toBe(401);
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(429);
    // The device the account was made on is known: what others did does not refuse it.
    expect((await change(cookie, GOOD_PASSWORD, "amber lighthouse quartet")).status).toBe(200);
  });

  it("answers a device's 4th wrong current password within 10 s with 429, even with the right one, and changes nothing", async () => {
    const { email, cookie } = await account();
    for (let guess = 1; guess <= 3; guess++) expect((await change(cookie, `wrong guess ${guess}`, "amber lighthouse quartet")).status).toBe(400);
    const refused = await change(cookie, GOOD_PASSWORD, "amber lighthouse quartet");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The old password still signs in (from another browser, which the device's failures do not
    // hold back): the refused change changed nothing.
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("takes only the fields the account page sends: anything else is refused, and the password stays", async () => {
    const { email, cookie } = await account();
    const answer = await server.post("/change-password", { currentPassword: GOOD_PASSWORD, newPassword: "amber lighthouse quartet", image: "https://tracker.example/pixel.gif" }, { Cookie: cookie });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ code: "NOT_CHANGEABLE", message: "Only your current and new passwords are taken here." });
    expect((await signIn(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it("refuses a change without a session before judging its new password", async () => {
    const answer = await change("", GOOD_PASSWORD, "password");
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe("UNAUTHORIZED");
  });

  it("lets update-user change the name only: an image or any other field is refused, and nothing changes", async () => {
    const { cookie } = await account();
    const refused = await server.post("/update-user", { name: "Renamed", image: "https://tracker.example/pixel.gif" }, { Cookie: cookie });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: "NOT_CHANGEABLE", message: "Only your name can be changed here." });
    const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user: { name: string; image: string | null } }).user).toMatchObject({ name: "Changer", image: null });
  });

  it("offers only the endpoints the app uses: the others answer 404", async () => {
    const { cookie } = await account();
    for (const path of ["/request-password-reset", "/reset-password", "/unlink-account", "/revoke-other-sessions", "/link-social"]) {
      const answer = await server.post(path, {}, { Cookie: cookie });
      expect(answer.status, path).toBe(404);
    }
    expect((await server.post("/update-user", { name: "Renamed" }, { Cookie: cookie })).status).toBe(200);
  });
});
