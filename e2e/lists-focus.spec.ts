import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { addToList, cardOf, sampleFilms } from "./support/lists";

/**
 * A card taken off its own list page with the keyboard hands focus on: to the same button of the
 * next card, else of the card before it, else to the list's heading, so a person using the
 * keyboard (or a screen reader) goes on from where they were instead of from the page's start.
 * (A viewing removed from the list of films seen: lists.spec.ts.)
 */

const titlesShown = (page: Page) => page.locator(".movie-card h2").allInnerTexts();
/** A button by its whole name (one film's title may begin another's: "The Godfather Part II"). */
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test("un-watchlisting cards on the watchlist page moves focus to the next card's button, then the previous one's, then the heading", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await addToList(page, baseURL!, "watchlist", sampleFilms().slice(0, 3));
  await page.goto("/lists/watchlist");
  await expect(page.getByText("3 films")).toBeVisible();
  const [first, second, third] = await titlesShown(page);

  // From the first card's link, Tab reaches its watchlist button; Enter takes the film off the list.
  await cardOf(page, first!).getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(button(page, `Watchlist: ${first}`)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("2 films")).toBeVisible();
  await expect(button(page, `Watchlist: ${second}`)).toBeFocused();

  // The last card has no next one: focus goes to the one before it.
  for (const next of [button(page, `Favourite: ${second}`), button(page, `Add to list: ${second}`), cardOf(page, third!).getByRole("link"), button(page, `Watchlist: ${third}`)]) {
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByText("1 film", { exact: true })).toBeVisible();
  await expect(button(page, `Watchlist: ${second}`)).toBeFocused();

  // The last card of all: focus goes to the list's heading.
  await page.keyboard.press("Space");
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your watchlist", level: 1 })).toBeFocused();
  expect(await (await page.request.get("/api/me/summary")).json()).toMatchObject({ watchlist: 0 });
});
