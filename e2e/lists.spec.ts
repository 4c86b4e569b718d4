import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { addToList, cardOf, openStarted, sampleFilms, signInWithForm } from "./support/lists";

/**
 * A person's lists end to end: the real app in Chromium against the real server, SQLite and
 * sign-in. The buttons on cards and on a film's page, the list pages, the account menu's counts,
 * an import and the exports, a refused change rolled back, two tabs and two devices converging.
 */

/** Clicks and waits until the server has answered the change the click made. */
async function changeAndWait(page: Page, target: Locator, method: string, path: RegExp) {
  const answered = page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname));
  await target.click();
  expect((await answered).ok()).toBe(true);
}

const exportedFile = async (download: Download) => readFile(await download.path(), "utf8");
const movieIdOf = async (card: Locator) => Number((await card.getByRole("link").first().getAttribute("href"))!.split("/").pop());

test("a person keeps lists from cards and films' pages, sees them on another device, imports a Letterboxd file and exports the same rows", async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page, baseURL!);

  // Five films on the watchlist: three from the home page's cards, two from films' pages.
  await page.goto("/");
  const cards = page.locator(".movie-card:not(.movie-card--skeleton)");
  await expect(cards.first()).toBeVisible();
  const watchlist = new Map<number, string>();
  for (let i = 0; i < 3; i++) {
    const title = await cards.nth(i).getByRole("heading").innerText();
    const button = cards.nth(i).getByRole("button", { name: `Watchlist: ${title}` });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await changeAndWait(page, button, "PUT", /^\/api\/me\/lists\/watchlist\/\d+$/);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    watchlist.set(await movieIdOf(cards.nth(i)), title);
  }
  const [godfather, godfatherTwo, shawshank] = sampleFilms();
  for (const film of [godfather!, godfatherTwo!]) {
    await page.goto(`/movie/${film.id}`);
    const toggle = page.getByRole("button", { name: "Watchlist", exact: true });
    await changeAndWait(page, toggle, "PUT", /watchlist/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    watchlist.set(film.id, film.title);
  }

  // Three rated, two seen, on their pages.
  for (const [film, stars] of [[godfather!, 4.5], [godfatherTwo!, 3], [shawshank!, 2]] as const) {
    await page.goto(`/movie/${film.id}`);
    const star = page.getByRole("radio", { name: new RegExp(`^${stars} stars? \\(`) });
    const answered = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes("/ratings/"));
    // A person clicks the star half itself: the radio button is only its label's.
    await star.locator("..").click();
    await answered;
    // The visible score, not the radio's hidden name (which is there whatever the rating).
    await expect(page.locator(".your-rating__score")).toHaveText(`${stars} stars (${stars * 2}/10)`);
    await expect(star).toBeChecked();
  }
  // The day as typed, then as the page writes it.
  for (const [film, day, written] of [[godfather!, "2024-05-01", "1 May 2024"], [godfatherTwo!, "2023-12-24", "24 December 2023"]] as const) {
    await page.goto(`/movie/${film.id}`);
    await page.getByLabel("Seen on").fill(day);
    await changeAndWait(page, page.getByRole("button", { name: "Mark as seen" }), "POST", /\/lists\/seen$/);
    await expect(page.getByText(`Seen on ${written}`)).toBeVisible();
  }

  // Another device: signing in there shows the same lists, and the same film's state.
  const otherDevice = await browser.newContext();
  const device = await otherDevice.newPage();
  await signInWithForm(device, account);
  await openStarted(device, "/lists/watchlist");
  await expect(device.getByRole("heading", { name: "Your watchlist" })).toBeVisible();
  await expect(device.getByText("5 films")).toBeVisible();
  for (const title of watchlist.values()) await expect(cardOf(device, title).getByRole("button", { name: `Watchlist: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await openStarted(device, "/lists/ratings");
  await expect(device.getByText("3 films")).toBeVisible();
  // The person's rating is drawn as stars, not as the public score's "★ 8.1".
  await expect(cardOf(device, godfather!.title).getByRole("img", { name: "Your rating: 4.5 stars (9/10)" })).toHaveText("★★★★½");
  await openStarted(device, "/lists/seen");
  await expect(device.getByText("2 viewings")).toBeVisible();
  await expect(cardOf(device, godfatherTwo!.title)).toContainText("Seen 24 December 2023");
  await openStarted(device, `/movie/${godfather!.id}`);
  await expect(device.getByRole("radio", { name: "4.5 stars (9/10)" })).toBeChecked();
  await expect(device.getByRole("button", { name: "Watchlist", exact: true })).toHaveAttribute("aria-pressed", "true");
  await otherDevice.close();

  // A Letterboxd ratings export of 20 rows: 18 films of the catalog, one misspelled, one it does not have.
  const imported = sampleFilms().slice(0, 18).map((film, i) => ({ ...film, rating: 0.5 * (1 + (i % 10)) }));
  const file = [
    "Date,Name,Year,Letterboxd URI,Rating",
    ...imported.map((film, i) => `2024-01-${String(i + 1).padStart(2, "0")},"${film.title.replace(/"/g, '""')}",${film.release_date.slice(0, 4)},https://boxd.it/e2e${i},${film.rating}`),
    "2024-02-01,Princess Mononokee,1997,https://boxd.it/e2e-m,4",
    "2024-02-02,A Film Nobody Made,1999,https://boxd.it/e2e-n,2",
  ].join("\n");
  await page.goto("/lists");
  await page.getByLabel("File to import (CSV or JSON)").setInputFiles({ name: "ratings.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByText("Letterboxd ratings: 18 matched, 1 to choose, 1 not found.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "“A Film Nobody Made” (1999), line 21" })).toBeVisible();
  const choice = page.getByRole("group", { name: "“Princess Mononokee” (1997), line 20" });
  await expect(page.getByRole("button", { name: "Import 18 films" })).toBeVisible();
  // Each matched row says what it brings its film.
  await page.getByText("Matched (18)").click();
  const year = godfather!.release_date.slice(0, 4);
  await expect(page.getByRole("listitem").filter({ hasText: "line 2:" })).toHaveText(`“${godfather!.title}” (${year}), line 2: ${godfather!.title} (${year}), 0.5 stars (1/10)`);
  await choice.getByRole("radio", { name: "Princess Mononoke (1997)" }).check();
  // The three films rated above have other ratings in the file: the preview says so, and keeps the person's unless told otherwise.
  await expect(page.getByText("You rated 3 of the file’s films differently:")).toBeVisible();
  await expect(page.getByText(`${godfather!.title} (${godfather!.release_date.slice(0, 4)}): yours 4.5 stars (9/10), the file’s 0.5 stars (1/10)`)).toBeVisible();
  const whose = page.getByRole("group", { name: "Whose ratings to keep?" });
  await expect(whose.getByRole("radio", { name: "Keep my ratings" })).toBeChecked();
  await whose.getByRole("radio", { name: "Use the file’s ratings" }).check();
  await page.getByRole("button", { name: "Import 19 films" }).click();
  // The preview, where the focus was, is gone: the focus is on what the import did, not at the page's top.
  await expect(page.getByText("Imported 19 films into your ratings. 3 of them were rated already. You had rated 3 of them differently: the file’s ratings replaced yours.")).toBeFocused();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Ratings" }) })).toContainText("19");

  // The exports hold the same rows: every imported rating (replacing the three made before), the watchlist, the viewings.
  const mononoke = sampleFilms().find((film) => film.title === "Princess Mononoke")!;
  const ratings = [...imported.map((film) => [film.id, film.rating]), [mononoke.id, 4]].sort((a, b) => a[0]! - b[0]!);
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download JSON" }).click()]);
  const everything = JSON.parse(await exportedFile(json)) as Record<"watchlist" | "ratings" | "seen", Array<{ movie_id: number; rating: number | null; seen_on?: string }>>;
  expect(everything.ratings.map((entry) => [entry.movie_id, entry.rating]).sort((a, b) => a[0]! - b[0]!)).toEqual(ratings);
  expect(everything.watchlist.map((entry) => entry.movie_id).sort()).toEqual([...watchlist.keys()].sort());
  expect(everything.seen.map((entry) => [entry.movie_id, entry.seen_on]).sort()).toEqual([[godfather!.id, "2024-05-01"], [godfatherTwo!.id, "2023-12-24"]].sort());
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  const rows = parse<{ list: string; movie_id: string; rating: string }>(await exportedFile(csv), { columns: true });
  expect(rows.filter((row) => row.list === "ratings").map((row) => [Number(row.movie_id), Number(row.rating)]).sort((a, b) => a[0]! - b[0]!)).toEqual(ratings);
  expect(rows.filter((row) => row.list === "watchlist").map((row) => Number(row.movie_id)).sort()).toEqual([...watchlist.keys()].sort());
  expect(rows.filter((row) => row.list === "seen")).toHaveLength(2);
});

test.describe("when the server refuses a change", () => {
  // The change takes a moment and then fails, as a server that cannot keep it would.
  test.use({ fault: "path=/api/me/lists/watchlist/*; delay=800; status=500", expectedConsoleErrors: /status of 500/ });

  test("the card shows the change at once, then goes back, and a toast says what failed", async ({ page, baseURL }) => {
    await signUpViaApi(page, baseURL!);
    await page.goto("/");
    const card = page.locator(".movie-card:not(.movie-card--skeleton)").first();
    const title = await card.getByRole("heading").innerText();
    const button = card.getByRole("button", { name: `Watchlist: ${title}` });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    const toast = page.getByRole("alert").filter({ hasText: `Couldn’t add ${title} to your watchlist` });
    await expect(toast).toContainText("Injected failure 500.");
    await expect(button).toHaveAttribute("aria-pressed", "false");
    expect(await (await page.request.get("/api/me/summary")).json()).toMatchObject({ watchlist: 0 });
  });
});

test.describe("when the session has ended without this tab knowing", () => {
  // The change refused for want of a session is the browser's console error "status of 401".
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("a change the server refuses leads to sign-in, and back to the film after it, where it can be made again and is kept", async ({ page, baseURL }) => {
    const account = await signUpViaApi(page, baseURL!);
    await openStarted(page, "/movie/238");
    await expect(page.getByRole("button", { name: "Favourite", exact: true })).toHaveAttribute("aria-pressed", "false");
    // Signed out on another device, or expired: the cookie is gone, and the tab still shows the person signed in.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Favourite", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel("Email address").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/movie\/238$/);
    await expect(page.getByRole("button", { name: "Favourite", exact: true })).toHaveAttribute("aria-pressed", "false");
    await changeAndWait(page, page.getByRole("button", { name: "Favourite", exact: true }), "PUT", /favorites\/238$/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Favourite", exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test("two tabs of one browser show a change at once; another device sees it when the person comes back to the tab", async ({ page, context, baseURL, browser }) => {
  const account = await signUpViaApi(page, baseURL!);
  await page.goto("/movie/238");
  const results = await context.newPage();
  await openStarted(results, "/search?q=godfather");
  const list = await context.newPage();
  await openStarted(list, "/lists/watchlist");
  await expect(list.getByText("0 films")).toBeVisible();
  const card = cardOf(results, "The Godfather");
  await expect(card.getByRole("button", { name: "Watchlist: The Godfather" })).toHaveAttribute("aria-pressed", "false");

  await changeAndWait(page, page.getByRole("button", { name: "Watchlist", exact: true }), "PUT", /watchlist\/238$/);
  await expect(card.getByRole("button", { name: "Watchlist: The Godfather" })).toHaveAttribute("aria-pressed", "true");
  await expect(list.getByText("1 film", { exact: true })).toBeVisible();
  await expect(cardOf(list, "The Godfather")).toBeVisible();
  await changeAndWait(results, card.getByRole("button", { name: "Favourite: The Godfather" }), "PUT", /favorites\/238$/);
  await expect(page.getByRole("button", { name: "Favourite", exact: true })).toHaveAttribute("aria-pressed", "true");

  // Another device adds a film; this browser's list shows it once the person comes back to the tab.
  const otherDevice = await browser.newContext();
  const device = await otherDevice.newPage();
  await signInWithForm(device, account);
  const shawshank = sampleFilms()[2]!;
  await addToList(device, baseURL!, "watchlist", [shawshank]);
  await otherDevice.close();
  await expect
    .poll(async () => {
      await list.evaluate(() => window.dispatchEvent(new Event("focus")));
      return cardOf(list, shawshank.title).count();
    }, { timeout: 10_000, intervals: [500] })
    .toBe(1);
  await expect(list.getByText("2 films")).toBeVisible();
});

test("a card's list buttons follow its link in the tab order and are pressed with the keyboard", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/search?q=godfather");
  const card = cardOf(page, "The Godfather");
  await card.getByRole("link").focus();
  await page.keyboard.press("Tab");
  const watchlist = card.getByRole("button", { name: "Watchlist: The Godfather" });
  await expect(watchlist).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(watchlist).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Tab");
  const favourite = card.getByRole("button", { name: "Favourite: The Godfather" });
  await expect(favourite).toBeFocused();
  await page.keyboard.press("Space");
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await (await page.request.get("/api/me/summary")).json()) as unknown).toMatchObject({ watchlist: 1, favorites: 1 });
});

test("a list is sorted and paged as its address says, arrives rendered from the server, and the account menu and the lists page count it", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const films = sampleFilms().slice(0, 23);
  await addToList(page, baseURL!, "watchlist", films);
  const byTitle = [...films].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));

  // The server's HTML already holds the list, in the order asked for.
  const html = await (await page.request.get("/lists/watchlist?sort=title")).text();
  expect(html).toContain('id="movieapp-first-view"');
  expect(html).toContain(byTitle[0]!.title.replace(/'/g, "&#x27;"));

  await page.goto("/lists/watchlist?sort=title");
  await expect(page.getByText("23 films")).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("title");
  await expect(page.locator(".movie-card h2").first()).toHaveText(byTitle[0]!.title);
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/lists\/watchlist\?sort=title&page=2$/);
  await expect(page.locator(".movie-card h2")).toHaveText(byTitle.slice(20).map((film) => film.title));
  // The page bar is drawn again for the new page (the list's page loads afresh): its list still gets the focus.
  await expect(page.locator("#paged-list")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("status")).toHaveText("Page 2 of 2");
  await page.getByLabel("Sort by").selectOption("year");
  await expect(page).toHaveURL(/\/lists\/watchlist\?sort=year$/);
  const newest = Math.max(...films.map((film) => Number(film.release_date.slice(0, 4))));
  await expect(page.locator(".movie-card").first()).toContainText(String(newest));

  // The grid or list view the header sets.
  await page.getByRole("button", { name: "List view" }).first().click();
  await expect(page.locator(".movie-list--list")).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ }).click();
  await expect(page.getByRole("menuitem", { name: "Watchlist 23" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Import and export" }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole("heading", { name: "Your lists" })).toBeVisible();
  await expect(page.getByRole("menu")).toHaveCount(0);
  // Each list with what it holds, in words: films, and for the films seen, viewings.
  await expect(page.locator(".my-lists__counts li")).toHaveText(["Watchlist 23 films", "Favourites 0 films", "Seen 0 viewings", "Ratings 0 films"]);

  await page.goto("/lists/wishlist");
  await expect(page.getByRole("heading", { name: "List not found" })).toBeVisible();
});

for (const format of ["CSV", "JSON"] as const) {
  test(`a person's ${format} download brings their lists back into a new account through the import`, async ({ browser, baseURL }) => {
    const first = await browser.newPage({ baseURL });
    await signUpViaApi(first, baseURL!);
    const films = sampleFilms().slice(0, 3);
    await addToList(first, baseURL!, "watchlist", films);
    await addToList(first, baseURL!, "favorites", films.slice(0, 1));
    await first.goto("/lists/watchlist");
    await expect(first.getByText("3 films")).toBeVisible();
    const order = await first.locator(".movie-card h2").allTextContents();
    await first.goto("/lists");
    // The page says which download is the way back.
    await expect(first.getByText("The import below can read either back in.", { exact: false })).toBeVisible();
    const [download] = await Promise.all([first.waitForEvent("download"), first.getByRole("link", { name: `Download ${format}` }).click()]);
    const file = await exportedFile(download);
    await first.close();

    const page = await browser.newPage({ baseURL });
    await signUpViaApi(page, baseURL!);
    await page.goto("/lists");
    const type = format === "CSV" ? "text/csv" : "application/json";
    await page.getByLabel("File to import (CSV or JSON)").setInputFiles({ name: `movieapp-lists.${format.toLowerCase()}`, mimeType: type, buffer: Buffer.from(file) });
    await page.getByRole("button", { name: "Preview import" }).click();
    await expect(page.getByText(`A MovieApp export (${format}): 4 matched, 0 to choose, 0 not found.`)).toBeVisible();
    // Each matched entry says where it is in the file: a CSV's line (after its header), a JSON file's entry.
    await page.getByText("Matched (4)").click();
    await expect(page.getByText(format === "CSV" ? /, line 2: / : /, entry 1: /)).toBeVisible();
    await page.getByRole("button", { name: "Import 4 entries" }).click();
    await expect(page.getByText("Imported 4 entries into your lists.")).toBeVisible();
    await page.goto("/lists/watchlist");
    await expect(page.getByText("3 films")).toBeVisible();
    // In the order they were added to the first account's watchlist.
    await expect(page.locator(".movie-card h2")).toHaveText(order);
    await page.goto("/lists/favorites");
    await expect(page.getByText("1 film", { exact: true })).toBeVisible();
    await page.close();
  });
}

test("a list's page past its end, its last films taken off or its address typed, says so and leads back into the list", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const films = sampleFilms().slice(0, 22);
  await addToList(page, baseURL!, "watchlist", films);
  await page.goto("/lists/watchlist?page=2");
  await expect(page.locator(".movie-card")).toHaveCount(2);
  for (const title of await page.locator(".movie-card h2").allTextContents()) {
    await changeAndWait(page, cardOf(page, title).getByRole("button", { name: `Watchlist: ${title}` }), "DELETE", /\/lists\/watchlist\/\d+$/);
  }
  await expect(page.getByText("There is no page 2 of this list.")).toBeVisible();
  await page.getByRole("link", { name: "Go to its first page" }).click();
  await expect(page).toHaveURL(/\/lists\/watchlist$/);
  await expect(page.locator(".movie-card")).toHaveCount(20);

  await page.goto("/lists/watchlist?sort=title&page=99");
  await expect(page.getByText("There is no page 99 of this list.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to its first page" })).toHaveAttribute("href", "/lists/watchlist?sort=title");
  // A page the server refuses to read is said the same way, without a "Try again" that cannot work.
  await page.goto("/lists/watchlist?page=9999999");
  await expect(page.getByText("There is no page 9999999 of this list.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
});

test("a list's address typed as the app spells its name (favourites) shows the list, under the list's own address", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const [film] = sampleFilms();
  await addToList(page, baseURL!, "favorites", [film!]);
  await openStarted(page, "/lists/favourites?sort=title");
  await expect(page).toHaveURL(/\/lists\/favorites\?sort=title$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your favourites");
  await expect(page.locator(".movie-card h2")).toHaveText([film!.title]);
});

test("a viewing is removed from the list of films seen with the keyboard, and focus goes to the viewing left", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  for (const seen_on of ["2020-01-02", "2021-03-04"]) {
    const response = await page.request.post("/api/me/lists/seen", { data: { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, seen_on }, headers: { Origin: baseURL! } });
    expect(response.status()).toBe(201);
  }
  await page.goto("/lists/seen");
  await expect(page.getByText("2 viewings")).toBeVisible();
  // The older viewing is the last card: once it is gone, focus goes to the card before it.
  const older = page.getByRole("button", { name: "Remove your viewing of The Godfather on 2 January 2020" });
  await older.focus();
  const answered = page.waitForResponse((response) => response.request().method() === "DELETE" && /\/lists\/seen\//.test(response.url()));
  await page.keyboard.press("Enter");
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText("1 viewing", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove your viewing of The Godfather on 4 March 2021" })).toBeFocused();
});

test("what a person takes off or marks twice by mistake is set right with Undo: a film back in its place, a rating, a viewing, a second viewing on one day", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await addToList(page, baseURL!, "watchlist", sampleFilms().slice(0, 3));
  await page.goto("/lists/watchlist");
  const titles = page.locator(".movie-card h2");
  await expect(titles).toHaveCount(3);
  const order = await titles.allTextContents();
  const middle = order[1]!;
  // Pressed once the films' states have come (a press before that would add, not remove).
  const middleButton = cardOf(page, middle).getByRole("button", { name: `Watchlist: ${middle}` });
  await expect(middleButton).toHaveAttribute("aria-pressed", "true");
  await changeAndWait(page, middleButton, "DELETE", /\/lists\/watchlist\/\d+$/);
  await expect(titles).toHaveText([order[0]!, order[2]!]);
  const toast = page.locator(".toast").filter({ hasText: `Removed “${middle}” from your watchlist` });
  await expect(toast).toBeVisible();
  await changeAndWait(page, toast.getByRole("button", { name: /^Undo/ }), "PUT", /\/lists\/watchlist\/\d+$/);
  // Back in its own place, not at the top as a film added now would be.
  await expect(titles).toHaveText(order);
  await expect(toast).toHaveCount(0);

  await page.goto("/movie/238");
  await changeAndWait(page, page.getByRole("radio", { name: /^4 stars \(/ }).locator(".."), "PUT", /\/ratings\//);
  await changeAndWait(page, page.getByRole("button", { name: "Clear rating" }), "DELETE", /\/ratings\//);
  await expect(page.locator(".your-rating__score")).not.toHaveText(/4 stars/);
  // Rated again while the offer shows: the offer goes, so it can never put the old stars back over the new.
  const clearedFour = page.locator(".toast").filter({ hasText: "Cleared your rating of “The Godfather”: 4 stars (8/10)" });
  await expect(clearedFour).toBeVisible();
  await changeAndWait(page, page.getByRole("radio", { name: /^3 stars \(/ }).locator(".."), "PUT", /\/ratings\//);
  await expect(clearedFour).toHaveCount(0);
  await changeAndWait(page, page.getByRole("button", { name: "Clear rating" }), "DELETE", /\/ratings\//);
  const cleared = page.locator(".toast").filter({ hasText: "Cleared your rating of “The Godfather”: 3 stars (6/10)" });
  await changeAndWait(page, cleared.getByRole("button", { name: /^Undo/ }), "PUT", /\/ratings\//);
  await expect(page.locator(".your-rating__score")).toHaveText("3 stars (6/10)");
  // Marked as seen twice on one day: more often a second press than a second viewing.
  await page.getByLabel("Seen on").fill("2021-03-04");
  for (let i = 0; i < 2; i++) await changeAndWait(page, page.getByRole("button", { name: "Mark as seen" }), "POST", /\/lists\/seen$/);
  await expect(page.getByText("Seen 2 times, last 4 March 2021")).toBeVisible();
  const twice = page.locator(".toast").filter({ hasText: "Seen “The Godfather” twice on 4 March 2021" });
  await expect(twice).toBeVisible();
  // Ctrl+Z in a text field is the field's own undo, and leaves the toast alone…
  const deletes: string[] = [];
  page.on("request", (request) => void (request.method() === "DELETE" && deletes.push(request.url())));
  await page.getByLabel("Seen on").press("Control+z");
  await page.waitForTimeout(300);
  expect(deletes).toEqual([]);
  await expect(twice).toBeVisible();
  // …and anywhere else presses the newest toast's Undo, focus staying where it is.
  const markSeen = page.getByRole("button", { name: "Mark as seen" });
  await markSeen.focus();
  const undone = page.waitForResponse((answer) => answer.request().method() === "DELETE" && /\/lists\/seen\//.test(answer.url()));
  await page.keyboard.press("Control+z");
  expect((await undone).ok()).toBe(true);
  await expect(page.getByText("Seen on 4 March 2021")).toBeVisible();
  await expect(twice).toHaveCount(0);
  await expect(markSeen).toBeFocused();

  const response = await page.request.post("/api/me/lists/seen", { data: { movie_id: 238, title: "The Godfather", year: "1972", poster_path: null, seen_on: "2020-01-02" }, headers: { Origin: baseURL! } });
  expect(response.status()).toBe(201);
  await page.goto("/lists/seen");
  // With the keyboard: the toast's Undo, then focus back where the person was.
  await page.getByRole("button", { name: "Remove your viewing of The Godfather on 2 January 2020" }).focus();
  const removed = page.waitForResponse((answer) => answer.request().method() === "DELETE" && /\/lists\/seen\//.test(answer.url()));
  await page.keyboard.press("Enter");
  expect((await removed).ok()).toBe(true);
  await expect(page.getByText("1 viewing", { exact: true })).toBeVisible();
  const viewingToast = page.locator(".toast").filter({ hasText: "Removed your viewing of “The Godfather” on 2 January 2020" });
  const heading = page.getByRole("heading", { name: "Films you have seen" });
  await heading.focus();
  await viewingToast.getByRole("button", { name: /^Undo/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("2 viewings", { exact: true })).toBeVisible();
  await expect(heading).toBeFocused();
});

test("in the list view a viewing's day and its Remove sit inside their film's card, under its text", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  for (const movie_id of [238, 240]) {
    const response = await page.request.post("/api/me/lists/seen", { data: { movie_id, title: `Film ${movie_id}`, year: "1972", poster_path: null, seen_on: "2020-01-02" }, headers: { Origin: baseURL! } });
    expect(response.status()).toBe(201);
  }
  await page.goto("/lists/seen");
  await page.getByRole("button", { name: "List view" }).click();
  const cards = page.locator(".movie-card--list");
  await expect(cards).toHaveCount(2);
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const link = (await card.locator(".movie-card__link").boundingBox())!;
    const day = (await card.locator(".my-list__viewing").boundingBox())!;
    const text = (await card.locator(".movie-card__title").boundingBox())!;
    // Joined to the card's box, the same width, and begun where its text begins.
    expect(day.y).toBeCloseTo(link.y + link.height, 0);
    expect(day.x).toBeCloseTo(link.x, 0);
    expect(day.width).toBeCloseTo(link.width, 0);
    expect(await card.locator(".my-list__viewing").evaluate((line) => getComputedStyle(line).backgroundColor)).toBe(await card.locator(".movie-card__link").evaluate((box) => getComputedStyle(box).backgroundColor));
    const remove = (await card.getByRole("button", { name: /^Remove your viewing/ }).boundingBox())!;
    expect(remove.x).toBeGreaterThan(text.x);
  }
});

test("a day long before the film came out is refused where it is typed, and nothing is sent", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/lists/seen")) posts.push(request.url());
  });
  await page.goto("/movie/238");
  await expect(page.getByText("Not marked as seen yet")).toBeVisible();
  const day = page.getByLabel("Seen on");
  await day.fill("1900-06-01");
  await page.getByRole("button", { name: "Mark as seen" }).click();
  // The browser says what is wrong with the date beside it (its own words, in its own language).
  expect(await day.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await expect(page.getByText("Not marked as seen yet")).toBeVisible();
  expect(posts).toEqual([]);
  // The year before the film's own (a festival, a preview) is a day it can have been seen.
  await day.fill("1971-06-01");
  await changeAndWait(page, page.getByRole("button", { name: "Mark as seen" }), "POST", /\/lists\/seen$/);
  // The one viewing kept is that one: the refused day was never sent.
  await expect(page.getByText("Seen on 1 June 1971")).toBeVisible();
  expect(posts).toHaveLength(1);
});

test("signed out, a list page sends the visitor to sign in", async ({ page }) => {
  await page.goto("/lists/watchlist");
  await expect(page).toHaveURL(/\/sign-in$/);
});
