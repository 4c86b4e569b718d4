import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("a screen reader is told each page the app moves to by its title, as when a browser loads one: a list tab, a film, Back", async ({ page }) => {
  await page.goto("/");
  await page.waitForSelector("html[data-app-started]");
  const said = page.locator("[data-page-announcer]");
  await expect(said).toHaveAttribute("role", "status");
  // The page opened is read by the browser itself.
  await expect(said).toHaveText("");

  await page.getByRole("navigation", { name: "Movie lists" }).getByRole("link", { name: "Top rated" }).click();
  await expect(said).toHaveText("Top rated movies · MovieApp");

  const card = page.locator(".movie-card").first().locator(".movie-card__link");
  const title = (await card.locator(".movie-card__title").textContent()) ?? "";
  await card.click();
  // A film's title comes with its data, after the move.
  await expect(said).toHaveText(`${title} · MovieApp`);
  await expect(page).toHaveTitle(`${title} · MovieApp`);

  await page.goBack();
  await expect(said).toHaveText("Top rated movies · MovieApp");
});
