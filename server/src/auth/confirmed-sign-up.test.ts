import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailChannel } from "../mail/mail-channel";
import { linkIn, startTestMailbox, type TestMailbox } from "../test-support/test-mailbox";
import { DATABASE_KINDS } from "../test-support/test-database";
import { GOOD_PASSWORD, startAuthTestServer, uniqueEmail, type AuthTestServer } from "./auth-test-server";

/** An answer's headers but its date, as a client sees them. */
const headersOf = (response: Response) => [...response.headers].filter(([name]) => name !== "date");


describe.each(DATABASE_KINDS)("sign-up with a mail server, on %s", (kind) => {
  let h: AuthTestServer;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    h = await startAuthTestServer(kind, { trustProxy: true, mail: smtpMailChannel({ smtpUrl: mailbox.smtpUrl, from: "MovieApp <movies@example.com>" }) });
  });
  afterAll(async () => {
    await h.close();
    await mailbox.close();
  });

  let address = 0;
  const from = () => ({ "X-Forwarded-For": `198.18.3.${++address}` });
  const signUp = (email: string, password = GOOD_PASSWORD) => h.post("/sign-up/email", { email, password, name: "Ada Lovelace", callbackURL: "/sign-in" }, from());
  const signIn = (email: string, password = GOOD_PASSWORD) => h.post("/sign-in/email", { email, password }, from());
  /** Opens a link from a mail against the test server (its links name the app's public origin). */
  const open = (link: string) => {
    const url = new URL(link);
    return fetch(`${h.url}${url.pathname}${url.search}`, { redirect: "manual" });
  };

  it("answers a new and a registered address alike: no session for either, and a word that is the same", async () => {
    const registered = uniqueEmail();
    expect((await signUp(registered)).status).toBe(200);
    const fresh = await signUp(uniqueEmail());
    const again = await signUp(registered, "another fine passphrase");
    expect([fresh.status, again.status]).toEqual([200, 200]);
    for (const answer of [fresh, again]) expect(answer.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(false);
    const [freshBody, againBody] = (await Promise.all([fresh.json(), again.json()])) as [{ token: unknown; user: Record<string, unknown> }, { token: unknown; user: Record<string, unknown> }];
    expect(freshBody.token).toBeNull();
    expect(againBody.token).toBeNull();
    expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(againBody.user.emailVerified).toBe(false);
  });

  it("mails a new address the link that confirms it; opening it signs the person in, and then they can sign in", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const mail = await mailbox.nextTo(email);
    expect(mail.subject).toBe("Confirm your email address for MovieApp");
    // Signing in before confirming is refused as a wrong password is, and mails a fresh link.
    const refused = await signIn(email);
    const wrong = await signIn(email, "not the password at all");
    expect([refused.status, wrong.status]).toEqual([401, 401]);
    expect(await refused.text()).toBe(await wrong.text());
    expect(headersOf(refused)).toEqual(headersOf(wrong));
    const resent = await mailbox.nextTo(email);
    expect(linkIn(resent.text)).toMatch(/\/api\/auth\/verify-email\?token=/);

    const confirmed = await open(linkIn(mail.text));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/sign-in");
    expect(confirmed.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(true);
    expect((await signIn(email)).status).toBe(200);
  });

  it("tells a registered address's owner, by mail only, that someone tried to sign up with it; their account is unchanged", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await open(linkIn((await mailbox.nextTo(email)).text));
    await signUp(email, "an impostor's passphrase");
    const notice = await mailbox.nextTo(email);
    expect(notice.subject).toBe("You already have a MovieApp account");
    expect(notice.text).toContain(`${h.origin}/sign-in`);
    expect((await signIn(email)).status).toBe(200);
    expect((await signIn(email, "an impostor's passphrase")).status).toBe(401);
  });

  it("cannot be asked whose sign-up made an account: signing up an address with one's own password, then signing in with it, reads the same for a new and a registered address", async () => {
    const registered = uniqueEmail();
    await signUp(registered);
    await open(linkIn((await mailbox.nextTo(registered)).text));
    const fresh = uniqueEmail();
    const answers = [];
    for (const email of [fresh, registered]) {
      expect((await signUp(email, "the prober's own passphrase")).status).toBe(200);
      answers.push(await signIn(email, "the prober's own passphrase"));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
    expect(first).toBe(second);
    expect(headersOf(answers[0]!)).toEqual(headersOf(answers[1]!));
  });

  it("offers no way to have links mailed but signing in (better-auth's own resend is not served)", async () => {
    const email = uniqueEmail();
    await signUp(email);
    await mailbox.nextTo(email);
    const resend = await h.post("/send-verification-email", { email }, from());
    expect(resend.status).toBe(404);
    await expect(mailbox.nextTo(email, 300)).rejects.toThrow(/No mail/);
  });

  it("refuses a link that is not one it sent, and signs nobody in", async () => {
    const forged = await open(`${h.origin}/api/auth/verify-email?token=forged&callbackURL=%2Fsign-in`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/^\/sign-in\?error=/);
    expect(forged.headers.getSetCookie().some((cookie) => cookie.includes("session_token"))).toBe(false);
  });
});
