import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * The account menu follows the WAI-ARIA menu button pattern. Its items are the lists (each with its
 * count), 'Diary', 'Statistics', 'Picks for you', 'Release calendar', 'Import and export', 'Account' and 'Sign out'; the keys' own defaults (End would scroll the page to
 * its foot) must not happen. Its items' code loads when it first opens: focus still lands on the
 * item it opened on.
 */
test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await expect(page.locator(".movie-card").first()).toBeVisible();
});

const accountButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ });
const signOut = (page: Page) => page.getByRole("menuitem", { name: "Sign out" });
const item = (page: Page, name: RegExp) => page.getByRole("menuitem", { name });
/** The menu's first item: the watchlist, with its count. */
const firstItem = (page: Page) => item(page, /^Watchlist \d+$/);

async function expectClosed(page: Page) {
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(accountButton(page)).toHaveAttribute("aria-expanded", "false");
}

test("Enter, Space and ArrowDown open the menu on its first item, ArrowUp on its last; Escape closes it, back on the button", async ({ page }) => {
  await expect(accountButton(page)).toHaveAttribute("aria-haspopup", "menu");
  await expectClosed(page);
  for (const key of ["Enter", "Space", "ArrowDown", "ArrowUp"]) {
    await accountButton(page).focus();
    await page.keyboard.press(key);
    await expect(page.getByRole("menu"), key).toBeVisible();
    await expect(accountButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("menu")).toHaveAccessibleName(/@example\.com$/);
    await expect(key === "ArrowUp" ? signOut(page) : firstItem(page), key).toBeFocused();
    await page.keyboard.press("Escape");
    await expectClosed(page);
    await expect(accountButton(page), `focus after Escape (opened with ${key})`).toBeFocused();
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("in the menu the arrows move round its items, Home and End go to its ends, the page does not scroll; Tab closes it and moves on", async ({ page }) => {
  await accountButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(firstItem(page)).toBeFocused();
  const steps: Array<[key: string, focused: RegExp]> = [
    ["ArrowDown", /^Favourites \d+$/],
    ["ArrowUp", /^Watchlist \d+$/],
    ["ArrowUp", /^Sign out$/],
    ["ArrowDown", /^Watchlist \d+$/],
    ["End", /^Sign out$/],
    ["ArrowUp", /^Account$/],
    ["ArrowUp", /^Import and export$/],
    ["ArrowUp", /^Release calendar$/],
    ["ArrowUp", /^Picks for you$/],
    ["ArrowUp", /^Statistics$/],
    ["ArrowUp", /^Diary$/],
    ["Home", /^Watchlist \d+$/],
  ];
  for (const [key, focused] of steps) {
    await page.keyboard.press(key);
    await expect(item(page, focused), key).toBeFocused();
  }
  expect(await page.evaluate(() => window.scrollY), "the keys scrolled the page").toBe(0);

  await page.keyboard.press("Tab");
  await expectClosed(page);
  // Focus goes on to what follows the menu: the first control of the page, home's first list.
  await expect(page.getByRole("navigation", { name: "Movie lists" }).getByRole("link", { name: "Popular" })).toBeFocused();
});

test("a click outside closes the menu; a click on the button opens and closes it", async ({ page }) => {
  await accountButton(page).click();
  await expect(firstItem(page)).toBeFocused();
  await page.getByRole("heading", { name: "Popular movies" }).click();
  await expectClosed(page);

  await accountButton(page).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await accountButton(page).click();
  await expectClosed(page);
});
