import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("the search page validates inline, puts the query in the URL, and survives a reload", async ({ page }) => {
  await page.goto("/search");
  const field = page.getByLabel("Movie title", { exact: true });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Search query cannot be empty");
  await field.fill(" a ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Search query must be at least 2 characters long");
  await field.fill("  godfather ");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=godfather$/);
  await expect(page.getByText("3 movies found for “godfather”")).toBeVisible();
  await expect(page.getByRole("link", { name: /The Godfather Part II/ })).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue("godfather");
  await expect(page.getByRole("link", { name: /The Godfather Part II/ })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("ui-store")!) as { state: { searchQuery: string } }).state.searchQuery)).toBe("godfather");
});

test("a shared search link finds films by their original title too", async ({ page }) => {
  await page.goto("/search?q=%E5%8D%83%E3%81%A8%E5%8D%83%E5%B0%8B");
  await expect(page.getByRole("link", { name: /Spirited Away/ })).toBeVisible();
  await page.goto("/search?q=zzqqxx");
  await expect(page.getByText("No movies found for “zzqqxx”")).toBeVisible();
});
