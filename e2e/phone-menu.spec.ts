import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await expect(page.locator(".movie-card").first()).toBeVisible();
});

const panel = (page: Page) => page.locator("#mobile-menu");

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(panel(page)).toBeVisible();
}

test("Escape closes the phone menu and puts focus back on its toggle", async ({ page }) => {
  await openMenu(page);
  await panel(page).getByPlaceholder("Search movies...").focus();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a tap outside closes the phone menu; a tap inside it does not", async ({ page }) => {
  await openMenu(page);
  await panel(page).getByRole("link", { name: "Movies", exact: true }).tap();
  await expect(panel(page)).toBeVisible();
  await page.getByRole("heading", { name: "Popular movies" }).tap();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});

test("Escape in the account menu inside it closes only the account menu, then a second Escape the phone menu", async ({ page }) => {
  await openMenu(page);
  const account = panel(page).getByRole("button", { name: /Ada Lovelace/ });
  await account.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /^Watchlist \d+$/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(panel(page)).toBeVisible();
  await expect(account).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("the phone menu's links stand apart, and the page shown is marked as current", async ({ page }) => {
  await openMenu(page);
  const movies = panel(page).getByRole("link", { name: "Movies", exact: true });
  const discover = panel(page).getByRole("link", { name: "Discover", exact: true });
  const [moviesBox, discoverBox] = [(await movies.boundingBox())!, (await discover.boundingBox())!];
  expect(discoverBox.x - (moviesBox.x + moviesBox.width)).toBeGreaterThanOrEqual(12);
  await expect(movies).toHaveAttribute("aria-current", "page");
  await expect(movies).toHaveCSS("text-decoration-line", "underline");
  await expect(discover).toHaveCSS("text-decoration-line", "none");
});

test("a page loaded with the menu left open shows it open and holds still; going to another page closes it", async ({ page }) => {
  await openMenu(page);
  // The menu's state is kept with the other settings, so the server draws the page with it open.
  await page.reload();
  await expect(panel(page)).toBeVisible();
  const heading = page.getByRole("heading", { name: "Popular movies" });
  const top = (await heading.boundingBox())!.y;
  await page.waitForTimeout(500);
  await expect(panel(page)).toBeVisible();
  expect((await heading.boundingBox())!.y).toBe(top);
  await panel(page).getByRole("link", { name: "Discover", exact: true }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(panel(page)).toBeHidden();
});
