import type { Page } from "@playwright/test";
import { newAccount, signUpViaApi } from "./support/accounts";
import { postFrom } from "./support/from-address";
import { expect, test } from "./support/fixtures";

/**
 * Nobody can keep a person out of their account by guessing at it (docs/decisions/056). Strangers
 * are clients with loopback addresses of their own (the server counts by the socket's address),
 * each spot of the range used by one test only; the owner is a real browser.
 */
const WRONG = "not the password at all";

/** A loopback address of this test's own: `block` picks the test's range, `n` the client in it. */
const loopback = (block: number, n: number) => `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

test("another address signs in with the right password after 4 failures from one address", async ({ baseURL }) => {
  const { email, password } = newAccount("owner");
  expect((await postFrom(loopback(20, 0), `${baseURL}/api/auth/sign-up/email`, { email, password, name: "Owner" })).status).toBe(200);
  const attacker = loopback(20, 1);
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await postFrom(attacker, `${baseURL}/api/auth/sign-in/email`, { email, password: WRONG })).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
  expect((await postFrom(loopback(20, 2), `${baseURL}/api/auth/sign-in/email`, { email, password })).status).toBe(200);
});

test("40 wrong passwords sent at once from 40 addresses are checked at most 10 times", async ({ baseURL }) => {
  const { email, password } = newAccount("target");
  expect((await postFrom(loopback(21, 0), `${baseURL}/api/auth/sign-up/email`, { email, password, name: "Target" })).status).toBe(200);
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => postFrom(loopback(21, i + 1), `${baseURL}/api/auth/sign-in/email`, { email, password: `${WRONG} ${i}` })));
  const statuses = answers.map((answer) => answer.status);
  // A 401 is a password the server checked; a 429 one it refused unchecked.
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
});

test("a browser that signed in before still signs in after 100 failures from 20 other addresses; a new one is told to wait", async ({ page, browser, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await signOut(page);

  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) statuses.push((await postFrom(loopback(22, i % 20), `${baseURL}/api/auth/sign-in/email`, { email: account.email, password: `${WRONG} ${i}` })).status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);

  await signInOnScreen(page, account.email, account.password);
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();

  const stranger = await browser.newPage();
  await stranger.goto(`${baseURL}/sign-in`);
  await stranger.getByLabel("Email address").fill(account.email);
  await stranger.getByLabel("Password").fill(account.password);
  await stranger.getByRole("button", { name: "Continue" }).click();
  await expect(stranger.getByRole("alert")).toHaveText(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
  await stranger.close();
});

test("a browser that signed in before is refused its own 4th wrong password within 10 s", async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await signOut(page);
  // All four from one loaded form and this browser, so they fit in 10 s however busy the machine is.
  await signInOnScreen(page, account.email, WRONG);
  await expect(page.getByRole("alert")).toHaveText("The email address or password is incorrect.");
  for (let i = 0; i < 2; i++) {
    const guess = await page.request.post("/api/auth/sign-in/email", { data: { email: account.email, password: WRONG }, headers: { Origin: baseURL! } });
    expect(guess.status()).toBe(401);
  }
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
});
