import type { Page } from "@playwright/test";
import { newAccount, signUpViaApi } from "./support/accounts";
import { anotherClientAddress } from "./support/client-address";
import { expect, test } from "./support/fixtures";

/** Signs in through the form, as a person does; answers where the app went. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("the account menu leads to the account page, where a new name shows at once in the header and stays after a reload", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expect(page).toHaveTitle("Your account · MovieApp");

  const name = page.getByLabel("Your name");
  await expect(name).toHaveValue("Ada Lovelace");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  // The focus goes to the field, so a screen reader reads the problem with it.
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Enter your name.");

  await name.fill("  Ada King ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your name is saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ada King" })).toBeVisible();
  // The field shows the name as it was saved, without the spaces typed around it.
  await expect(name).toHaveValue("Ada King");
  await page.reload();
  await expect(page.getByRole("button", { name: "Ada King" })).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Ada King");
});

test("a password is changed only with the current one and to another that a new account could have; the old one then no longer signs in", async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!, newAccount("changer"));
  await page.goto("/account");
  const current = page.getByLabel("Current password");
  const next = page.getByLabel("New password");
  const change = page.getByRole("button", { name: "Change password" });

  // Both fields' problems at once, and the focus on the first.
  await change.click();
  await expect(page.getByText("Enter your current password.")).toBeVisible();
  await expect(page.getByText("Enter a new password.")).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill("not my password");
  await next.fill("amber lighthouse quartet");
  await change.click();
  await expect(page.getByText("That password is incorrect.")).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(account.password);
  await next.fill("password");
  await change.click();
  await expect(page.getByText("This password is too common and easy to guess. Please choose another.")).toBeVisible();
  await expect(next).toHaveAttribute("aria-invalid", "true");

  await next.fill(account.password);
  await change.click();
  await expect(page.getByText("Your new password is the same as your current one. Choose another.")).toBeVisible();
  await expect(next).toBeFocused();

  await next.fill("amber lighthouse quartet");
  await change.click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed, and your other devices are signed out." })).toBeVisible();
  await expect(current).toHaveValue("");
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");

  await page.context().clearCookies();
  await signIn(page, account.email, account.password);
  await expect(page.getByText("The email address or password is incorrect.")).toBeVisible();
  await signIn(page, account.email, "amber lighthouse quartet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
});

test("the email address is changed with the account's password: the page names it at once, the new one signs in and the old one no longer does", async ({ page, baseURL, browser }) => {
  const account = await signUpViaApi(page, baseURL!, newAccount("mover"));
  const other = await browser.newPage({ baseURL });
  const taken = await signUpViaApi(other, baseURL!, newAccount("taken"));
  await other.close();
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Email address" });
  const address = section.getByLabel("New email address");
  const password = section.getByLabel("Your password");
  const change = section.getByRole("button", { name: "Change email" });

  // Both fields' problems at once, and the focus on the first.
  await change.click();
  await expect(section.getByText("Enter your new email address.")).toBeVisible();
  await expect(section.getByText("Enter your password to change your email address.")).toBeVisible();
  await expect(address).toBeFocused();

  const wanted = newAccount("moved").email;
  await address.fill(wanted);
  await password.fill("not my password");
  await change.click();
  await expect(section.getByText("That password is incorrect.")).toBeVisible();
  await expect(password).toBeFocused();

  await address.fill(taken.email);
  await password.fill(account.password);
  await change.click();
  await expect(section.getByText("That email address belongs to another account.")).toBeVisible();
  await expect(address).toBeFocused();

  await address.fill(wanted.toUpperCase());
  await change.click();
  await expect(section.getByRole("status")).toHaveText(`Your email address is now ${wanted}.`);
  await expect(page.getByText(`Signed in as ${wanted}`)).toBeVisible();
  await expect(address).toHaveValue("");

  // Asked of the API from an address of its own, apart from this test's browser: failed sign-ins
  // from one address are limited together (the 4th in 10 s is refused).
  const signInFrom = (email: string) =>
    page.request.post("/api/auth/sign-in/email", { data: { email, password: account.password }, headers: { Origin: baseURL!, "X-Forwarded-For": anotherClientAddress() } });
  expect((await signInFrom(account.email)).status()).toBe(401);
  expect((await signInFrom(wanted)).status()).toBe(200);
});

test("changing the password signs the account out on its other devices, when asked", async ({ page, baseURL, browser }) => {
  const account = await signUpViaApi(page, baseURL!, newAccount("two-devices"));
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, account.email, account.password);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Popular movies");

  await page.goto("/account");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password").fill("amber lighthouse quartet");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password is changed" })).toBeVisible();

  await otherPage.goto("/lists");
  await expect(otherPage).toHaveURL(/\/sign-in/);
  await other.close();
});

test("the account page lists the browsers the account signed in on, this one marked, and forgets one when asked", async ({ page, baseURL, browser }) => {
  const account = await signUpViaApi(page, baseURL!, newAccount("devices"));
  const other = await browser.newContext({ baseURL, userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0" });
  const otherPage = await other.newPage();
  await signIn(otherPage, account.email, account.password);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await other.close();

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Devices you sign in on" });
  const devices = section.getByRole("listitem");
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText("Firefox on Windows");
  await expect(devices.nth(1)).toContainText(/Chrome on Linux · This browser/);
  await expect(devices.nth(1)).toContainText(/First signed in \d+ \w+ \d{4}; last \d+ \w+ \d{4}/);

  await section.getByRole("button", { name: /^Forget Firefox on Windows, last signed in/ }).click();
  await expect(section.getByRole("status")).toHaveText("Firefox on Windows is forgotten.");
  await expect(devices).toHaveCount(1);
  await expect(section.getByRole("heading", { name: "Devices you sign in on" })).toBeFocused();
  await page.reload();
  await expect(page.getByRole("region", { name: "Devices you sign in on" }).getByRole("listitem")).toHaveCount(1);
});

// That the lists go with the account is checked on both databases in server/src/auth/delete-account-route.test.ts.
test("deleting the account asks for its password, says what goes with it, and then the account no longer signs in; whoever signs in next starts at home", async ({ page, browser, baseURL }) => {
  // Someone else with an account, who signs in on this browser after the deletion.
  const next = { ...newAccount("next"), firstName: "Grace", lastName: "Hopper" };
  const elsewhere = await browser.newPage({ baseURL });
  await signUpViaApi(elsewhere, baseURL!, next);
  await elsewhere.close();
  const account = await signUpViaApi(page, baseURL!, newAccount("leaver"));
  // Something kept: a film on the watchlist.
  await page.goto("/movie/238");
  const watchlist = page.getByRole("button", { name: "Watchlist", exact: true });
  await watchlist.click();
  await expect(watchlist).toHaveAttribute("aria-pressed", "true");
  const kept = async () => (await (await page.request.get("/api/me/summary")).json()) as Record<string, number>;
  await expect.poll(kept).toMatchObject({ watchlist: 1 });

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Delete account" });
  await expect(section).toContainText("your watchlist, favourites, ratings, the films you have seen, the lists you made and your notes. It cannot be undone.");
  await expect(section.getByRole("link", { name: "download your lists" })).toHaveAttribute("href", "/lists");
  const password = section.getByLabel("Your password");
  const remove = section.getByRole("button", { name: "Delete my account" });

  await remove.click();
  await expect(section.getByText("Enter your password to delete your account.")).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill("not my password");
  await remove.click();
  await expect(section.getByText("That password is incorrect.")).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await password.fill(account.password);
  await remove.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.locator(".toast").getByText("Your account is deleted")).toBeVisible();

  // The sign-in form the app went to leads home, not back to the deleted account's page.
  await page.getByLabel("Email address").fill(next.email);
  await page.getByLabel("Password").fill(next.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: "Grace Hopper" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await page.context().clearCookies();

  await signIn(page, account.email, account.password);
  await expect(page.getByText("The email address or password is incorrect.")).toBeVisible();
});

test("a session that ended elsewhere sends the person to sign in from the account page, and back to it once signed in", async ({ page, baseURL }) => {
  const account = await signUpViaApi(page, baseURL!, newAccount("lapsed"));
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  // The session ends without this page knowing (signed out on another device, or expired).
  await page.context().clearCookies();
  await page.getByLabel("Your name").fill("Ada King");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
});
