import type { Page } from "@playwright/test";
import { newAccount, signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { addToList, cardOf, rateFilm, sampleFilms, submitSignIn } from "./support/lists";

/**
 * Two people, one browser tab: A signs out and B signs in, without the page being loaded again.
 * Nothing the app read of A's lists (the cards' marks, the account menu's counts, the list pages
 * it has cached, a film's rating) may show for B, and B's own must.
 */

const [godfather, partTwo] = sampleFilms();

/** Searches from the header, inside the app (the page is not loaded again). */
async function searchGodfather(page: Page) {
  const box = page.getByRole("banner").getByLabel("Search movies");
  await box.fill("godfather");
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “godfather”");
}
/** Whether the search results' cards show The Godfather on the watchlist and as a favourite, and its sequel on the watchlist. */
async function marksShown(page: Page) {
  const pressed = (list: "Watchlist" | "Favourite", title: string) => cardOf(page, title).getByRole("button", { name: `${list}: ${title}`, exact: true }).getAttribute("aria-pressed");
  const [watchlist, favourite, sequel] = await Promise.all([pressed("Watchlist", godfather!.title), pressed("Favourite", godfather!.title), pressed("Watchlist", partTwo!.title)]);
  return { godfather: { watchlist, favourite }, sequel: { watchlist: sequel } };
}

async function openMenu(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace|Grace Hopper/ }).click();
}

test("after A signs out and B signs in, the tab shows B's marks, counts, lists and ratings, and none of A's", async ({ page, baseURL, browser }) => {
  test.setTimeout(90_000);
  // B's account and lists, made on another device.
  const grace = { ...newAccount("grace"), firstName: "Grace", lastName: "Hopper" };
  const elsewhere = await browser.newContext({ baseURL });
  const device = await elsewhere.newPage();
  await signUpViaApi(device, baseURL!, grace);
  await addToList(device, baseURL!, "watchlist", [partTwo!]);
  await rateFilm(device, baseURL!, partTwo!, 2);
  await elsewhere.close();

  // A keeps The Godfather and its sequel on the watchlist, The Godfather as a favourite, rated 4.5.
  await signUpViaApi(page, baseURL!);
  await addToList(page, baseURL!, "watchlist", [godfather!, partTwo!]);
  await addToList(page, baseURL!, "favorites", [godfather!]);
  await rateFilm(page, baseURL!, godfather!, 4.5);
  await page.goto("/");
  await searchGodfather(page);
  await expect.poll(() => marksShown(page)).toEqual({ godfather: { watchlist: "true", favourite: "true" }, sequel: { watchlist: "true" } });
  await openMenu(page);
  await expect(page.getByRole("menuitem", { name: "Watchlist 2" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Watchlist 2" }).click();
  await expect(page.getByText("2 films")).toBeVisible();
  await cardOf(page, godfather!.title).getByRole("link").click();
  await expect(page.getByRole("radio", { name: "4.5 stars (9/10)" })).toBeChecked();

  // A signs out from the menu; B signs in with the form the app then shows: the page is never loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await openMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await submitSignIn(page, grace);
  await expect(page.getByRole("banner").getByRole("button", { name: /Grace Hopper/ })).toBeVisible();

  // B's marks on the same cards, none of A's.
  await searchGodfather(page);
  await expect.poll(() => marksShown(page)).toEqual({ godfather: { watchlist: "false", favourite: "false" }, sequel: { watchlist: "true" } });
  // B's counts.
  await openMenu(page);
  await expect(page.getByRole("menuitem", { name: "Watchlist 1" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Favourites 0" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Ratings 1" })).toBeVisible();
  // B's watchlist page, which this tab last showed with A's films.
  await page.getByRole("menuitem", { name: "Watchlist 1" }).click();
  await expect(page.getByText("1 film", { exact: true })).toBeVisible();
  await expect(cardOf(page, partTwo!.title)).toBeVisible();
  await expect(cardOf(page, godfather!.title)).toHaveCount(0);
  // B's ratings: none of A's on The Godfather's page, B's own on the sequel's.
  await page.goBack();
  await cardOf(page, godfather!.title).getByRole("link").click();
  await expect(page.getByRole("heading", { name: godfather!.title, level: 1 })).toBeVisible();
  await expect(page.locator(".your-rating__score")).toHaveText("Not rated");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Watchlist", exact: true })).toHaveAttribute("aria-pressed", "false");
  await page.goBack();
  await cardOf(page, partTwo!.title).getByRole("link").click();
  await expect(page.getByRole("radio", { name: "2 stars (4/10)" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Watchlist", exact: true })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => "sameDocument" in window), "all in the one document A used").toBe(true);
});
