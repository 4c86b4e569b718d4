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

test("a page whose title comes in steps is said once, by the title it settles on", async ({ page }) => {
  await page.goto("/movie/238");
  await page.waitForSelector("html[data-app-started]");
  const said = page.locator("[data-page-announcer]");
  // Every text the status takes, kept in the page.
  await said.evaluate((element) => {
    const texts: string[] = [];
    Object.assign(window, { saidTexts: texts });
    new MutationObserver(() => texts.push(element.textContent ?? "")).observe(element, { childList: true, characterData: true, subtree: true });
  });
  // Home's genre names are not in yet when a film's genre is opened: its heading is the list's until they come.
  await page.locator(".details-hero__genres").getByRole("link", { name: "Drama" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drama movies");
  await expect(said).toHaveText("Drama movies · MovieApp");
  expect(await page.evaluate(() => (window as unknown as { saidTexts: string[] }).saidTexts.filter((text) => text !== ""))).toEqual(["Drama movies · MovieApp"]);
});
