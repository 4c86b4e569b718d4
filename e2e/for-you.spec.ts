import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { cardOf, markSeen, rateFilm, sampleFilms } from "./support/lists";

const films = new Map(sampleFilms().map((film) => [film.title, film]));
const film = (title: string) => films.get(title)!;

test("picks for a person: how to begin, then films like the ones they liked, each with why, picked again when they rate, and a row on home", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await rateFilm(page, baseURL!, film("Star Wars"), 5);
  await markSeen(page, baseURL!, film("The Empire Strikes Back"), "2024-02-01");
  await page.goto("/for-you");
  await expect(page.getByRole("heading", { level: 1, name: "Picks for you" })).toBeVisible();
  await expect(page.getByText("Do so for at least 5 films and your picks appear here; you have 2 so far.")).toBeVisible();

  await rateFilm(page, baseURL!, film("The Empire Strikes Back"), 5);
  await rateFilm(page, baseURL!, film("The Lord of the Rings: The Fellowship of the Ring"), 5);
  await rateFilm(page, baseURL!, film("The Matrix"), 4.5);
  await rateFilm(page, baseURL!, film("Jurassic Park"), 4);
  await page.reload();
  const jedi = cardOf(page, "Return of the Jedi");
  await expect(jedi).toBeVisible();
  await expect(jedi.getByText(/^Because you rated (Star Wars|The Empire Strikes Back)/)).toBeVisible();
  await expect(jedi.getByRole("img", { name: "Your rating: 5 stars (10/10)" })).toBeVisible();
  await expect(cardOf(page, "The Lord of the Rings: The Two Towers")).toBeVisible();
  // Nothing the person rated or saw is picked.
  for (const title of ["Star Wars", "The Empire Strikes Back", "The Matrix", "Jurassic Park"]) await expect(cardOf(page, title)).toHaveCount(0);

  // Rated from its card's film page, a pick is no longer one.
  await jedi.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /Return of the Jedi/ })).toBeVisible();
  await page.getByRole("radio", { name: "4 stars (8/10)" }).locator("..").click();
  await expect(page.getByRole("radio", { name: "4 stars (8/10)" })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Picks for you" })).toBeVisible();
  await expect(cardOf(page, "The Lord of the Rings: The Two Towers")).toBeVisible();
  await expect(cardOf(page, "Return of the Jedi")).toHaveCount(0);

  // Put in a list from its card, a pick is no longer one either; the dialog stays open for more
  // ticks, and on closing gives the focus to the list of picks, its card gone.
  await page.request.post("/api/me/named-lists", { data: { name: "Space" }, headers: { Origin: baseURL! } });
  await page.request.post("/api/me/named-lists", { data: { name: "Weekend" }, headers: { Origin: baseURL! } });
  // The last pick on the page (the first, The Two Towers, is looked for on home below).
  const opener = page.locator("#paged-list").getByRole("button", { name: /^Add to list: / }).last();
  const picked = ((await opener.getAttribute("aria-label")) ?? "").replace("Add to list: ", "");
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Add “${picked}” to your lists` });
  await dialog.getByRole("checkbox", { name: "Space" }).check();
  await expect(cardOf(page, picked)).toHaveCount(0);
  await dialog.getByRole("checkbox", { name: "Weekend" }).check();
  await expect(dialog.getByRole("checkbox", { name: "Weekend" })).toBeChecked();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.locator("#paged-list")).toBeFocused();
  // The ticks show at once; the server keeps them a moment later.
  const kept = async () => ((await (await page.request.get("/api/me/named-lists")).json()) as { lists: Array<{ name: string; film_count: number }> }).lists.map(({ name, film_count }) => [name, film_count]).sort();
  await expect.poll(kept).toEqual([["Space", 1], ["Weekend", 1]]);

  // Home's row, under its list, once scrolled to.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Pages" }).scrollIntoViewIfNeeded();
  const row = page.getByRole("region", { name: "Picks for you" });
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("link", { name: "The Lord of the Rings: The Two Towers" })).toBeVisible();
  await row.getByRole("link", { name: "See all: Picks for you" }).click();
  await expect(page).toHaveURL(/\/for-you$/);
});
