import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { linkIn, startTestMailbox, type TestMailbox } from "../server/src/test-support/test-mailbox";
import { startMovieApp, type MovieAppProcess } from "./support/movieapp-process";

/**
 * With a mail server (SMTP_URL), sign-up confirms the address by mail before the account is used,
 * and says the same on screen whether the address is new or already has an account: only the mail
 * to its owner tells them apart (docs/decisions/041). A server of this test's own, with a mailbox
 * of its own: the shared server signs new accounts in at once.
 */
// One server and one mailbox for the file: its tests run in order, in one worker.
test.describe.configure({ mode: "serial" });
let mailbox: TestMailbox;
let app: MovieAppProcess;
test.beforeAll(async () => {
  // A first start loads the sample catalog into its empty DATA_DIR.
  test.setTimeout(120_000);
  mailbox = await startTestMailbox();
  app = await startMovieApp((url) => ({
    DATA_DIR: mkdtempSync(join(tmpdir(), "movieapp-mail-")),
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: "MovieApp <movies@example.com>",
    // The links mailed lead to BASE_URL, required with SMTP_URL.
    BASE_URL: url,
  }));
});
test.afterAll(async () => {
  await app?.stop();
  await mailbox?.close();
});

const PASSWORD = "lantern orchard 1987 breeze";

async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${app.url}/sign-up`);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  const heading = page.getByRole("heading", { name: "Check your email" });
  await expect(heading).toBeFocused();
  return (await page.locator(".auth-card__message").textContent()) ?? "";
}

test("a new address gets a link that confirms it; the account can only be used once it is opened", async ({ browser }) => {
  const page = await browser.newPage();
  const email = `reader-${Date.now()}@example.com`;
  const said = await signUp(page, email);
  expect(said).toContain(`We have sent a link to ${email}.`);
  const mail = await mailbox.nextTo(email);
  expect(mail.subject).toBe("Confirm your email address for MovieApp");

  // Signing in first is refused, with a new link on its way.
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  // Refused as a wrong password is (signing in cannot tell whose sign-up made an account), in words that cover both.
  await expect(page.getByText("The email address or password is incorrect, or the address is not confirmed yet. If you have just signed up, open the link we mailed you: signing in with your password sends a new one.")).toBeVisible();
  await mailbox.nextTo(email);

  // The link signs the person in and leads home.
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  await page.close();
});

test("an address that already has an account reads the same on screen, and its owner is told by mail", async ({ browser }) => {
  const email = `owner-${Date.now()}@example.com`;
  const first = await browser.newPage();
  const saidForNew = await signUp(first, email);
  await first.goto(linkIn((await mailbox.nextTo(email)).text));
  await expect(first.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  await first.close();

  const someoneElse = await browser.newPage();
  expect(await signUp(someoneElse, email, "an impostor's passphrase")).toBe(saidForNew);
  const notice = await mailbox.nextTo(email);
  expect(notice.subject).toBe("You already have a MovieApp account");
  expect(linkIn(notice.text)).toBe(`${app.url}/sign-in`);
  await someoneElse.close();
});

test("a link the server did not send leads to sign-in, which says how to get a new one", async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto(`${app.url}/api/auth/verify-email?token=forged&callbackURL=%2Fsign-in`);
  await expect(page).toHaveURL(/\/sign-in\?error=/);
  await expect(page.getByRole("alert")).toHaveText("This link to confirm your email address has expired or was already used. Sign in, and we will send you a new one.");
  await page.close();
});

test("a new email address is used once the link mailed to it is opened, which leads back to the account page naming it", async ({ browser }) => {
  const page = await browser.newPage();
  const email = `mover-${Date.now()}@example.com`;
  await signUp(page, email);
  await page.goto(linkIn((await mailbox.nextTo(email)).text));
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();

  await page.goto(`${app.url}/account`);
  const section = page.getByRole("region", { name: "Email address" });
  await expect(section).toContainText("We send a link to the new address: your account uses it once you open the link.");
  const wanted = `moved-${Date.now()}@example.com`;
  await section.getByLabel("New email address").fill(wanted);
  await section.getByLabel("Your password").fill(PASSWORD);
  await section.getByRole("button", { name: "Change email" }).click();
  await expect(section.getByRole("status")).toHaveText(`We sent a link to ${wanted}. Your address changes when you open it; until then, sign in with ${email}.`);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  const mail = await mailbox.nextTo(wanted);
  expect(mail.subject).toBe("Confirm your new email address for MovieApp");
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(`${app.url}/account`);
  await expect(page.getByText(`Signed in as ${wanted}`)).toBeVisible();

  // The same link again leads back here, saying so where a new one is asked for, until the form is sent.
  await page.goto(linkIn(mail.text));
  await expect(page).toHaveURL(/\/account\?error=/);
  await expect(section.getByRole("alert")).toHaveText("That link to confirm a new email address was already used, or is not one we sent. Ask for a new one here if you still need it.");
  await section.getByRole("button", { name: "Change email" }).click();
  await expect(page).toHaveURL(`${app.url}/account`);
  await section.getByLabel("New email address").fill(`typing-${Date.now()}@example.com`);
  await expect(section.getByText(/already used/)).toHaveCount(0);
  await page.close();
});
