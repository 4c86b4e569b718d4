import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { markSeen, rateFilm, sampleFilms } from "./support/lists";

const [godfather, partTwo, shawshank] = sampleFilms();

/** The diary's months, each with its viewings as shown: "The Godfather Rewatch" and the like. */
const monthsShown = (page: Page) =>
  page.locator(".diary__month").evaluateAll((months) =>
    months.map((month) => [month.querySelector("h2")?.textContent, Array.from(month.querySelectorAll<HTMLElement>(".diary-entry__film"), (film) => (film.textContent ?? "").replace(/\s+/g, " ").trim())]),
  );
const entryOf = (page: Page, title: string, day: string) => page.locator(".diary-entry").filter({ hasText: title }).filter({ hasText: day });

test("a person reads their diary month by month, chooses a year, moves a viewing to another day, and deletes one with Undo", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await markSeen(page, baseURL!, godfather!, "2023-12-31");
  await markSeen(page, baseURL!, godfather!, "2024-03-02", { review: "Better the second time.\nThe wedding!" });
  await markSeen(page, baseURL!, shawshank!, "2024-03-05", { said_rewatch: true });
  await markSeen(page, baseURL!, partTwo!, "2024-03-01");
  await rateFilm(page, baseURL!, partTwo!, 4.5);

  // The first view is the server's: the months and films are in the page's HTML.
  const html = await (await page.request.get("/diary")).text();
  expect(html).toContain("March 2024");
  expect(html).toContain("Better the second time.");

  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ }).click();
  await page.getByRole("menuitem", { name: "Diary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your diary" })).toBeVisible();
  await expect(page.getByText("4 viewings", { exact: true })).toBeVisible();
  await expect.poll(() => monthsShown(page)).toEqual([
    ["March 2024", ["The Shawshank Redemption (1994) Rewatch", "The Godfather (1972) Rewatch", "The Godfather Part II (1974) ★★★★½"]],
    ["December 2023", ["The Godfather (1972)"]],
  ]);
  await expect(entryOf(page, "The Godfather Part II", "1 March 2024").getByRole("img", { name: "Your rating: 4.5 stars (9/10)" })).toBeVisible();
  // A review keeps its line break, and is text.
  expect(await entryOf(page, "The Godfather", "2 March 2024").locator(".diary-entry__words").innerText()).toBe("Review: Better the second time.\nThe wedding!");

  await page.getByLabel("Year").selectOption("2023");
  await expect(page).toHaveURL(/\/diary\?year=2023$/);
  // The heading follows the address at once; the year's viewings, once they have come.
  await expect(page.getByRole("heading", { level: 1, name: "Your diary of 2023" })).toBeVisible();
  await expect.poll(() => monthsShown(page)).toEqual([["December 2023", ["The Godfather (1972)"]]]);
  await page.getByLabel("Year").selectOption("");
  await expect(page).toHaveURL(/\/diary$/);

  // The Shawshank Redemption moved from March to January.
  await page.getByRole("button", { name: "Change date of your viewing of The Shawshank Redemption on 5 March 2024" }).click();
  const dayField = page.getByLabel("Day you saw The Shawshank Redemption");
  await expect(dayField).toBeFocused();
  await dayField.fill("2024-01-15");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect.poll(() => monthsShown(page)).toEqual([
    ["March 2024", ["The Godfather (1972) Rewatch", "The Godfather Part II (1974) ★★★★½"]],
    ["January 2024", ["The Shawshank Redemption (1994) Rewatch"]],
    ["December 2023", ["The Godfather (1972)"]],
  ]);
  // The focus moved with the viewing, to its button in its new month.
  await expect(page.getByRole("button", { name: "Change date of your viewing of The Shawshank Redemption on 15 January 2024" })).toBeFocused();
  // A day the film cannot have been seen on is refused by the server, in its words, and nothing moves.
  await page.getByRole("button", { name: "Change date of your viewing of The Godfather Part II on 1 March 2024" }).click();
  await page.getByLabel("Day you saw The Godfather Part II").evaluate((field: HTMLInputElement) => field.removeAttribute("min"));
  await page.getByLabel("Day you saw The Godfather Part II").fill("1950-01-01");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByText("seen_on: That date is before the film came out.")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Change date of your viewing of The Godfather Part II on 1 March 2024" })).toBeFocused();

  // Deleted, then put back with its review by Undo; the later viewing of The Godfather is a rewatch again.
  await page.getByRole("button", { name: "Delete your viewing of The Godfather on 31 December 2023" }).click();
  await expect(page.getByText("3 viewings", { exact: true })).toBeVisible();
  // The last row gone, the focus is on the one before it, on the same button.
  await expect(page.getByRole("button", { name: "Delete your viewing of The Shawshank Redemption on 15 January 2024" })).toBeFocused();
  await expect(entryOf(page, "The Godfather", "2 March 2024").locator(".diary-entry__rewatch")).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("4 viewings", { exact: true })).toBeVisible();
  await expect(entryOf(page, "The Godfather", "2 March 2024").locator(".diary-entry__rewatch")).toBeVisible();
  await page.getByRole("button", { name: "Delete your viewing of The Godfather on 2 March 2024" }).click();
  await expect(page.getByText("3 viewings", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(entryOf(page, "The Godfather", "2 March 2024").locator(".diary-entry__words")).toHaveText(/Better the second time\./);
});

test("a note on a film's page is kept as text with its line breaks, shown in the diary, and taken away when emptied", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await markSeen(page, baseURL!, godfather!, "2024-06-01");
  await page.goto(`/movie/${godfather!.id}`);
  await page.getByRole("button", { name: "Add a note…" }).click();
  const dialog = page.getByRole("dialog", { name: "Your note on “The Godfather”" });
  await dialog.getByLabel("Only you can see it.").fill("<b>Not bold</b>\n\nWatch with Dad.");
  await expect(dialog.getByText("32 of 10,000 characters")).toBeVisible();
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Note: <b>Not bold</b>" })).toBeVisible();

  await page.reload();
  await page.getByRole("button", { name: "Note: <b>Not bold</b>" }).click();
  await expect(dialog.getByLabel("Only you can see it.")).toHaveValue("<b>Not bold</b>\n\nWatch with Dad.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/diary");
  const note = entryOf(page, "The Godfather", "1 June 2024").locator(".diary-entry__words");
  await expect(note).toHaveText("Your note: <b>Not bold</b>\n\nWatch with Dad.", { useInnerText: true });
  await expect(note.locator("b")).toHaveCount(0);

  await page.goto(`/movie/${godfather!.id}`);
  await page.getByRole("button", { name: "Note: <b>Not bold</b>" }).click();
  await dialog.getByLabel("Only you can see it.").fill("");
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("button", { name: "Add a note…" })).toBeVisible();
  await page.goto("/diary");
  await expect(entryOf(page, "The Godfather", "1 June 2024")).toBeVisible();
  await expect(entryOf(page, "The Godfather", "1 June 2024").locator(".diary-entry__words")).toHaveCount(0);
});
