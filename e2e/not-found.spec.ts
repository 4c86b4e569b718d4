import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("a signed-in visitor sees the app's header on /404 and on an unknown path", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  for (const path of ["/404", "/no/such/page"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · MovieApp");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "MovieApp" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Movies", exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
    // Signed in, there is nothing to sign in to.
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveCount(0);
  }
  await page.getByRole("banner").getByRole("link", { name: "Movies", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
});

test("a signed-out visitor sees /404 as before: no header, a way to sign in", async ({ page }) => {
  await page.goto("/404");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});
