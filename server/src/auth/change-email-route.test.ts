import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailChannel } from "../mail/mail-channel";
import { linkIn, startTestMailbox, type TestMailbox } from "../test-support/test-mailbox";
import { DATABASE_KINDS } from "../test-support/test-database";
import { cookieFrom, GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

describe.each(DATABASE_KINDS)("changing an email address without a mail server, on %s", (kind) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(kind);
  });
  afterAll(() => server.close());

  async function account(): Promise<{ email: string; cookie: string }> {
    const email = uniqueEmail("mover");
    const answer = await server.post("/sign-up/email", { email, password: GOOD_PASSWORD, name: "Mover" });
    expect(answer.status).toBe(200);
    return { email, cookie: cookieFrom(answer) };
  }
  const change = (cookie: string, newEmail: unknown, password: unknown = GOOD_PASSWORD, extra: Record<string, unknown> = {}) => server.post("/change-email", { newEmail, password, ...extra }, { Cookie: cookie });
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

  it("counts wrong passwords with the account's failed sign-ins: the 4th within 10 s is answered 429", async () => {
    const { email, cookie } = await account();
    for (let i = 0; i < 3; i++) expect((await change(cookie, uniqueEmail(), "not my password")).status).toBe(400);
    expect((await change(cookie, uniqueEmail())).status).toBe(429);
    expect((await signIn(email)).status).toBe(429);
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

    const opened = await open(linkIn(mail.text));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/account");
    expect((await server.post("/sign-in/email", { email: wanted, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await server.post("/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(401);
  });
});
