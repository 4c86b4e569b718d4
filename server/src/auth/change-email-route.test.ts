import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailChannel } from "../mail/mail-channel";
import { linkIn, startTestMailbox, type TestMailbox } from "../test-support/test-mailbox";
import { DATABASE_KINDS } from "../test-support/test-database";
import { cookieFrom, GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

describe.each(DATABASE_KINDS)("changing an email address without a mail server, on %s", (kind) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    // Clients told apart by X-Forwarded-For: each change below comes from an address of its own unless it says.
    server = await startAuthTestServer(kind, { trustProxy: true });
  });
  afterAll(() => server.close());

  async function account(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail("mover");
    const answer = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Mover" });
    expect(answer.status).toBe(200);
    return { email, cookie: cookieFrom(answer) };
  }
  const change = (cookie: string, newEmail: unknown, password: unknown = GOOD_PASSWORD, extra: Record<string, unknown> = {}, client = `198.18.${randomInt(256)}.${randomInt(256)}`) =>
    server.post("/change-email", { newEmail, password, ...extra }, { Cookie: cookie, "X-Forwarded-For": client });
  const signIn = (email: string) => server.post("/sign-in/email", { email, password: GOOD_PASSWORD });

  it("changes the address at once when the password is right: the session names it, and it signs in where the old one no longer does", async () => {
    const { email, cookie } = await account();
    const wanted = uniqueEmail("moved");
    const answer = await change(cookie, wanted.toUpperCase());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ changed: true, email: wanted });
    // The session as the app reads it (recent-sessions.ts) names the new address.
    const session = await server.services.service.sessions.read(new Headers({ Cookie: cookie }));
    expect(session?.user.email).toBe(wanted);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(wanted)).status).toBe(200);
  });

  it("refuses a wrong password, an address another account has, its own address, and one that is no address, saying why, and changes nothing", async () => {
    // Two of these count as failed sign-ins (a wrong password, a taken address): not yet the limit.
    const { email, cookie } = await account();
    const other = await account();
    const refusals = [
      [await change(cookie, uniqueEmail(), "not my password"), "INVALID_PASSWORD"],
      [await change(cookie, other.email), "EMAIL_TAKEN"],
      [await change(cookie, email.toUpperCase()), "SAME_EMAIL"],
      [await change(cookie, "not an address"), "INVALID_EMAIL"],
      [await change(cookie, `${"a".repeat(250)}@example.com`), "EMAIL_TOO_LONG"],
      [await change(cookie, uniqueEmail(), ""), "PASSWORD_REQUIRED"],
      [await change(cookie, uniqueEmail(), GOOD_PASSWORD, { name: "Someone Else" }), "NOT_CHANGEABLE"],
    ] as const;
    for (const [answer, code] of refusals) {
      expect(answer.status, code).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe(code);
    }
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(other.email)).status).toBe(200);
  });

  it("counts wrong passwords as failed sign-ins of the device they are typed on: its 4th within 10 s is answered 429, and others still sign in", async () => {
    const { email, cookie } = await account();
    for (let i = 0; i < 3; i++) expect((await change(cookie, uniqueEmail(), "not my password")).status).toBe(400);
    expect((await change(cookie, uniqueEmail())).status).toBe(429);
    expect((await signIn(email)).status).toBe(200);
  });

  it("takes any address sign-up takes, an apostrophe in it too", async () => {
    const { cookie } = await account();
    const wanted = `o'brien-${Date.now()}@example.com`;
    const answer = await change(cookie, wanted);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ changed: true, email: wanted });
  });

  it("changes at once an account confirmed while the server sent mail: without mail none is confirmed", async () => {
    const { email, cookie } = await account();
    const context = await server.services.service.auth.$context;
    const user = await context.internalAdapter.findUserByEmail(email);
    await context.internalAdapter.updateUser(user!.user.id, { emailVerified: true });
    const wanted = uniqueEmail("was-confirmed");
    expect(await (await change(cookie, wanted)).json()).toEqual({ changed: true, email: wanted });
    expect((await signIn(wanted)).status).toBe(200);
  });

  it("refuses a change to an address another account took while it was checked, and leaves the account as it was, confirmed", async () => {
    const mover = await account();
    const rival = await account();
    const context = await server.services.service.auth.$context;
    const adapter = context.internalAdapter;
    const moverId = (await adapter.findUserByEmail(mover.email))!.user.id;
    const rivalId = (await adapter.findUserByEmail(rival.email))!.user.id;
    await adapter.updateUser(moverId, { emailVerified: true });
    const wanted = uniqueEmail("contested");
    // The rival's change lands just after this route found the address free, before better-auth's own change runs.
    const find = adapter.findUserByEmail.bind(adapter);
    let raced = false;
    adapter.findUserByEmail = async (...args: Parameters<typeof find>) => {
      const found = await find(...args);
      if (args[0] === wanted && !raced) {
        raced = true;
        await adapter.updateUser(rivalId, { email: wanted });
      }
      return found;
    };
    try {
      const answer = await change(mover.cookie, wanted);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { code: string }).code).toBe("EMAIL_TAKEN");
    } finally {
      adapter.findUserByEmail = find;
    }
    expect(raced).toBe(true);
    const kept = await adapter.findUserById(moverId);
    expect(kept).toMatchObject({ email: mover.email, emailVerified: true });
    expect((await signIn(mover.email)).status).toBe(200);
  });

  it("takes at most 10 changes an hour from one account, and says how long to wait in minutes", async () => {
    const { cookie } = await account();
    for (let i = 0; i < 10; i++) expect((await change(cookie, uniqueEmail())).status).toBe(200);
    const answer = await change(cookie, uniqueEmail());
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait (59|60) minutes and try again\.$/);
  });

  it("counts none of the changes a request refused for what it says uses: typing mistakes cost nothing", async () => {
    const { cookie } = await account();
    for (let i = 0; i < 12; i++) expect((await change(cookie, "not an address")).status).toBe(400);
    for (let i = 0; i < 12; i++) expect((await change(cookie, uniqueEmail(), "")).status).toBe(400);
    expect((await change(cookie, uniqueEmail())).status).toBe(200);
  });

  it("takes at most 20 changes an hour from one client, whichever accounts ask", async () => {
    const [first, second] = [await account(), await account()];
    const client = "198.51.100.7";
    for (const { cookie } of [first, second]) for (let i = 0; i < 10; i++) expect((await change(cookie, uniqueEmail(), GOOD_PASSWORD, {}, client)).status).toBe(200);
    const third = await account();
    expect((await change(third.cookie, uniqueEmail(), GOOD_PASSWORD, {}, client)).status).toBe(429);
    expect((await change(third.cookie, uniqueEmail(), GOOD_PASSWORD, {}, "198.51.100.8")).status).toBe(200);
  });

  it("refuses a change without a session before reading it", async () => {
    const answer = await server.post("/change-email", { newEmail: uniqueEmail(), password: GOOD_PASSWORD });
    expect(answer.status).toBe(401);
  });
});


describe.each(DATABASE_KINDS)("changing an email address with a mail server, on %s", (kind) => {
  let server: AuthTestServer;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    server = await startAuthTestServer(kind, { mail: smtpMailChannel({ smtpUrl: mailbox.smtpUrl, from: "MovieApp <movies@example.com>" }) });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });
  const open = (link: string) => {
    const url = new URL(link);
    return fetch(`${server.url}${url.pathname}${url.search}`, { redirect: "manual" });
  };

  it("mails a link to the new address, which changes the account's address once opened; until then the old one signs in", async () => {
    const email = uniqueEmail("confirmed");
    await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Mover", callbackURL: "/sign-in" });
    const confirmed = await open(linkIn((await mailbox.nextTo(email)).text));
    const cookie = cookieFrom(confirmed);
    const wanted = uniqueEmail("wanted");
    const answer = await server.post("/change-email", { newEmail: wanted, password: GOOD_PASSWORD, callbackURL: "/account" }, { Cookie: cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ changed: false, email: wanted });
    const mail = await mailbox.nextTo(wanted);
    expect(mail.subject).toBe("Confirm your new email address for MovieApp");
    expect((await server.post("/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
    // The session as the app reads it, remembered for a few seconds (recent-sessions.ts), names the old address until the link is opened.
    const sessions = server.services.service.sessions;
    expect((await sessions.read(new Headers({ Cookie: cookie })))?.user.email).toBe(email);

    const opened = await open(linkIn(mail.text));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account");
    expect((await sessions.read(new Headers({ Cookie: cookie })))?.user.email).toBe(wanted);
    expect((await server.post("/sign-in/email", { email: wanted, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await server.post("/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(401);
  });

  it("answers an address another account has as it answers a free one, and mails it nothing; a wrong password is refused", async () => {
    const owner = uniqueEmail("owner");
    await server.post("/sign-up/email", { email: owner, password: GOOD_PASSWORD, name: "Owner", callbackURL: "/sign-in" });
    await open(linkIn((await mailbox.nextTo(owner)).text));
    const email = uniqueEmail("asker");
    await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Asker", callbackURL: "/sign-in" });
    const cookie = cookieFrom(await open(linkIn((await mailbox.nextTo(email)).text)));
    const ask = (newEmail: string, password = GOOD_PASSWORD) => server.post("/change-email", { newEmail, password, callbackURL: "/account" }, { Cookie: cookie });

    const taken = await ask(owner);
    expect(taken.status).toBe(200);
    expect(await taken.json()).toEqual({ changed: false, email: owner });
    await expect(mailbox.nextTo(owner, 500)).rejects.toThrow(/No mail/);
    const wrong = await ask(uniqueEmail(), "not my password");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe("INVALID_PASSWORD");
  });

  it("leads a link that is not one it sent back to the account page, saying why", async () => {
    const forged = await open(`${server.origin}/api/auth/verify-email?token=forged&callbackURL=%2Faccount`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/^\/account\?error=/);
  });
});
