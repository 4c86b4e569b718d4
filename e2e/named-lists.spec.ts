import type { Locator, Page } from "@playwright/test";
import { newAccount, signUpViaApi } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/** The films of a ranked list's page, in the order shown. */
const titlesShown = (page: Page) => page.locator(".named-list__film .named-list__film-text > a").allTextContents();

/** Ticks a list in "Add to list…" and waits until the server has kept the film in it (the tick shows at once, before). */
async function tickKept(page: Page, box: Locator) {
  const kept = page.waitForResponse((response) => response.request().method() === "PUT" && /\/api\/me\/named-lists\/[^/]+\/films\/\d+$/.test(new URL(response.url()).pathname));
  await box.check();
  expect((await kept).ok()).toBe(true);
}

/** Ticks the list in the film page's "Add to list…" dialog and closes it. */
async function addFromFilmPage(page: Page, movieId: number, title: string, listName: string) {
  await page.goto(`/movie/${movieId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await page.getByRole("button", { name: "Add to list…" }).click();
  const dialog = page.getByRole("dialog", { name: `Add “${title}” to your lists` });
  const box = dialog.getByRole("checkbox", { name: listName });
  await expect(box).not.toBeChecked();
  await tickKept(page, box);
  await expect(box).toBeChecked();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
}

test("a person makes a ranked list, fills it from films' pages, orders it by keyboard, notes a film, and shares it with someone signed out until they stop", async ({ page, baseURL, browser }) => {
  test.setTimeout(60_000);
  const account = newAccount("lister");
  await signUpViaApi(page, baseURL!, account);
  await page.goto("/lists");
  await page.getByLabel("New list’s name").fill("Heist films to show Sam");
  await page.getByRole("button", { name: "Make list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Heist films to show Sam" })).toBeVisible();
  await expect(page.getByText("This list is empty")).toBeVisible();
  const listAddress = page.url();

  await addFromFilmPage(page, 238, "The Godfather", "Heist films to show Sam");
  await addFromFilmPage(page, 240, "The Godfather Part II", "Heist films to show Sam");
  await addFromFilmPage(page, 278, "The Shawshank Redemption", "Heist films to show Sam");
  // The dialog says which lists already hold the film.
  await page.getByRole("button", { name: "Add to list…" }).click();
  await expect(page.getByRole("dialog").getByRole("checkbox", { name: "Heist films to show Sam" })).toBeChecked();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  await page.goto(listAddress);
  await expect(page.getByText("Ranked · 3 films")).toBeVisible();
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather", "The Godfather Part II", "The Shawshank Redemption"]);
  // By keyboard: the last film up one place, then to the top by its position.
  await page.getByRole("button", { name: "Move The Shawshank Redemption up" }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather", "The Shawshank Redemption", "The Godfather Part II"]);
  await page.getByLabel("Position of The Godfather Part II").fill("1");
  await page.getByLabel("Position of The Godfather Part II").press("Enter");
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather Part II", "The Godfather", "The Shawshank Redemption"]);
  // The focus follows the film to its new place.
  await expect(page.locator(".named-list__film").first()).toBeFocused();
  // By pointer: a film dragged onto another's place takes it.
  await page.locator(".named-list__film").filter({ hasText: "The Shawshank Redemption" }).dragTo(page.locator(".named-list__film").first());
  await expect.poll(() => titlesShown(page)).toEqual(["The Shawshank Redemption", "The Godfather Part II", "The Godfather"]);
  await page.getByRole("button", { name: "Move The Shawshank Redemption down" }).click();
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather Part II", "The Shawshank Redemption", "The Godfather"]);
  await page.getByRole("button", { name: "Move The Shawshank Redemption down" }).click();
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather Part II", "The Godfather", "The Shawshank Redemption"]);

  // A note, shown as text with its line break.
  await page.getByRole("button", { name: "Add a note to The Godfather", exact: true }).click();
  await page.getByLabel("Note on The Godfather", { exact: true }).fill("Watch it first.\n<b>Then</b> Part II.");
  await page.getByRole("button", { name: "Save note" }).click();
  const note = page.locator(".named-list__note");
  await expect(note).toHaveText("Watch it first.\n<b>Then</b> Part II.");

  // Taken out by mistake, put back where it was with Undo.
  await page.getByRole("button", { name: "Remove The Godfather from this list" }).click();
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather Part II", "The Shawshank Redemption"]);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => titlesShown(page)).toEqual(["The Godfather Part II", "The Godfather", "The Shawshank Redemption"]);
  await expect(note).toHaveText("Watch it first.\n<b>Then</b> Part II.");

  // Once the toast Undo dismissed has faded out: half faded, its text would read as too faint.
  await expect(page.locator(".toast--out")).toHaveCount(0);
  expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);

  // Shared: anyone with the link reads it, signed out, with no script.
  await page.getByRole("button", { name: "Share this list" }).click();
  // The name shown is the person's to choose, offered as the account's.
  const shownAs = page.getByLabel("Anyone with the link sees the list, its notes and this name");
  await expect(shownAs).toBeFocused();
  await expect(shownAs).toHaveValue("Ada Lovelace");
  await shownAs.fill("Ada L.");
  await page.getByRole("button", { name: "Make the link" }).click();
  const link = page.getByLabel("Anyone with this link can see the list, its notes and the name you chose");
  await expect(link).toHaveValue(/\/shared\/[A-Za-z0-9_-]{24}$/);
  const sharedAddress = await link.inputValue();
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const strangerPage = await stranger.newPage();
  const opened = await strangerPage.goto(sharedAddress);
  expect(opened!.status()).toBe(200);
  await expect(strangerPage).toHaveTitle("Heist films to show Sam, a list by Ada L. · MovieApp");
  await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText("Heist films to show Sam");
  await expect(strangerPage.getByText("A list by Ada L. · 3 films · ranked")).toBeVisible();
  expect(await strangerPage.locator("li b").allTextContents()).toEqual(["The Godfather Part II", "The Godfather", "The Shawshank Redemption"]);
  await expect(strangerPage.locator(".note")).toHaveText("Watch it first.\n<b>Then</b> Part II.");
  expect(await strangerPage.content()).not.toContain(account.email);

  // Stopped: the same link answers 404 at once.
  await page.getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByRole("button", { name: "Share this list" })).toBeVisible();
  const closed = await strangerPage.goto(sharedAddress);
  expect(closed!.status()).toBe(404);
  await expect(strangerPage.getByRole("heading", { level: 1 })).toHaveText("List not found");
  await stranger.close();

  // Deleted once confirmed; the overview no longer shows it.
  await page.getByRole("button", { name: "Delete list" }).click();
  await page.getByRole("button", { name: "Delete “Heist films to show Sam”" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your lists" })).toBeVisible();
  await expect(page.getByText("Make a list of your own")).toBeVisible();
});

test("a list's name over 100 characters is refused, and another person's list is not found", async ({ page, baseURL, browser }) => {
  await signUpViaApi(page, baseURL!);
  const made = await page.request.post("/api/me/named-lists", { data: { name: "Mine" }, headers: { Origin: baseURL! } });
  const { id } = (await made.json()) as { id: string };
  const refused = await page.request.post("/api/me/named-lists", { data: { name: "x".repeat(101) }, headers: { Origin: baseURL! } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ code: "INVALID_INPUT", message: "name: A list's name can be at most 100 characters long." });

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUpViaApi(otherPage, baseURL!);
  await otherPage.goto(`/lists/mine/${id}`);
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("List not found");
  await otherPage.goto("/lists/mine/not-a-list");
  await expect(otherPage.getByRole("heading", { level: 1 })).toHaveText("List not found");
  await other.close();
});

test("'Add to list…' on a film's card and on a row's card puts the film in a list, and gives the focus back to the card's button", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/lists");
  await page.getByLabel("New list’s name").fill("Rainy Sundays");
  await page.getByRole("button", { name: "Make list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rainy Sundays" })).toBeVisible();
  const listAddress = page.url();

  await page.goto("/");
  const homeTitle = (await page.locator(".movie-card").first().locator(".movie-card__title").textContent()) ?? "";
  const opener = page.getByRole("button", { name: `Add to list: ${homeTitle}`, exact: true });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Add “${homeTitle}” to your lists` });
  await tickKept(page, dialog.getByRole("checkbox", { name: "Rainy Sundays" }));
  await expect(dialog.getByRole("checkbox", { name: "Rainy Sundays" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.goto("/movie/238");
  const similar = page.getByRole("region", { name: "Similar movies" });
  const rowButton = similar.getByRole("button", { name: /^Add to list: / }).first();
  const rowTitle = ((await rowButton.getAttribute("aria-label")) ?? "").replace("Add to list: ", "");
  await rowButton.click();
  await tickKept(page, page.getByRole("dialog").getByRole("checkbox", { name: "Rainy Sundays" }));
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

  await page.goto(listAddress);
  await expect.poll(() => titlesShown(page)).toEqual([homeTitle, rowTitle]);
});
