import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { countLayoutShifts, layoutShifted } from "./support/layout-shifts";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

/** The page as the server sent it, before any script ran. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
  return response.text();
}

/**
 * Opens a page and takes hold of its first card as the server sent it, before the app's code has
 * run: the page's scripts are held back until the card is in hand. (The fixture's own `goto` waits
 * for the app to start, which would be too late to tell server markup from markup React made.)
 */
async function serverCardBeforeStart(page: Page, path: string, selector: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: "commit" });
  const card = await page.locator(selector).first().elementHandle();
  expect(await page.locator("html").getAttribute("data-app-started")).toBeNull();
  release();
  return card;
}

test("signed-in pages arrive rendered: films, pagination and the account menu are in the HTML itself", async ({ page }) => {
  const home = await serverHtml(page, "/");
  expect(home).toContain("Popular movies");
  expect(home).toContain("Inception");
  expect(home).toContain('aria-label="Page 163"');
  expect(home).not.toContain('<p class="boot-splash">');
  expect(home).toContain('class="user-menu__name"');
  const details = await serverHtml(page, "/movie/238");
  expect(details).toContain("The Godfather");
  expect(details).toContain("Francis Ford Coppola");
  const search = await serverHtml(page, "/search?q=star");
  expect(search).toMatch(/\d+ movies found for “star”/);
});

test("the page is hydrated, not rebuilt: the server's elements stay, and its data is not fetched again", async ({ page }) => {
  const apiRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/3/movie/popular") || pathname.startsWith("/3/genre") || pathname === "/api/auth/get-session") apiRequests.push(pathname);
  });
  const firstCard = await serverCardBeforeStart(page, "/", ".movie-card");
  await page.waitForSelector("html[data-app-started]", { state: "attached" });
  expect(await firstCard.evaluate((card) => card.isConnected)).toBe(true);
  // Interactive: the pager works from the server's pagination.
  await page.getByRole("button", { name: "Next →" }).click();
  await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  expect(apiRequests).toEqual(["/3/movie/popular"]);
});

test("after hydrating a server-rendered page, the account button names the menu it opens", async ({ page }) => {
  await page.goto("/");
  const button = page.locator(".user-menu__button");
  await button.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  expect(await button.getAttribute("aria-controls")).toBe(await menu.getAttribute("id"));
});

test("a visitor's saved settings still win: list view and dark theme after hydrating a server-rendered page", async ({ page }) => {
  await page.goto("/movie/238");
  await page.evaluate(() => localStorage.setItem("ui-store", JSON.stringify({ state: { searchQuery: "", viewMode: "list", theme: "dark", sidebarOpen: false }, version: 0 })));
  await page.goto("/search?q=star");
  await expect(page.locator(".movie-card--list").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("ui-store")))!)).toMatchObject({ state: { viewMode: "list", theme: "dark" } });
});

test("with a search saved, the home page still shows what its address names, and offers the search", async ({ page }) => {
  await page.goto("/movie/238");
  await page.evaluate(() => localStorage.setItem("ui-store", JSON.stringify({ state: { searchQuery: "godfather", viewMode: "grid", theme: "light", sidebarOpen: false }, version: 0 })));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await page.getByRole("link", { name: "godfather" }).click();
  await expect(page).toHaveURL(/\/\?q=godfather$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “godfather”");
  await expect(page.getByRole("link", { name: /The Godfather/ }).first()).toBeVisible();
});

test("a film's page arrives whole, asks for nothing after hydrating, and loads the HTTP client when the visitor acts", async ({ page }) => {
  const details = await serverHtml(page, "/movie/238");
  expect(details).toContain(">Similar movies</h2>");
  expect(details).toContain(">Recommended</h2>");

  const apiRequests: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/3/") || pathname.startsWith("/api/")) apiRequests.push(pathname);
  });
  await page.goto("/movie/238");
  const similar = page.getByRole("region", { name: "Similar movies" });
  await expect(similar.getByRole("listitem").first()).toBeVisible();
  // Only the visitor's own lists are asked for: the states of the films shown, for their list
  // buttons (docs/decisions/029); nothing of the page itself, nor the session.
  await expect(page.getByRole("button", { name: "Mark as seen" })).toBeVisible();
  expect(apiRequests.filter((path) => path !== "/api/me/films")).toEqual([]);

  // The first API request of the visit: the client's code arrives with it, and the film opens.
  const next = similar.getByRole("listitem").first().getByRole("link");
  const nextTitle = (await next.locator(".scroll-row__title").textContent())!;
  await next.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(nextTitle);
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  expect(apiRequests.some((path) => /^\/3\/movie\/\d+$/.test(path))).toBe(true);
});

test("the header's search box shows a saved search once a server-rendered page has hydrated", async ({ page }) => {
  await page.goto("/movie/238");
  await page.evaluate(() => localStorage.setItem("ui-store", JSON.stringify({ state: { searchQuery: "godfather", viewMode: "grid", theme: "light", sidebarOpen: false }, version: 0 })));
  await page.goto("/movie/240");
  const box = page.getByRole("searchbox", { name: "Search movies" });
  await expect(box).toHaveValue("godfather");
  await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();
});

test("before the app's code has run, the header's search still searches: the server renders the results", async ({ page: signedIn }) => {
  // The page as it is before its scripts arrive: server-rendered markup only. (A page of its own:
  // the fixture's page waits for the app to start, which it never will here.)
  const page = await signedIn.context().newPage();
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/movie/238", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("searchbox", { name: "Search movies" });
  await box.fill("godfather");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=godfather$/);
  await expect(page.getByText(/movies? found for “godfather”/)).toBeVisible();
  await expect(page.getByRole("link", { name: /The Godfather/ }).first()).toBeVisible();
});

test("the server renders with the visitor's own settings and what the address names: dark theme, list view and a search are in the page before any script runs", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.getByTitle("List view").click();
  // Focused, the header's box is a combobox (its suggestions' pattern): found by its label.
  const box = page.getByRole("banner").getByLabel("Search movies");
  await box.fill("godfather");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/\?q=godfather$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “godfather”");

  // The same visitor's next page, as the server sends it, with no script allowed to run.
  const bare = await page.context().newPage();
  await bare.route("**/assets/*.js", (route) => route.abort());
  await bare.goto("/?q=godfather", { waitUntil: "domcontentloaded" });
  await expect(bare.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(bare.getByRole("heading", { level: 1 })).toHaveText("Results for “godfather”");
  await expect(bare.locator(".movie-card--list").first()).toBeVisible();
  await bare.close();

  // And with scripts, the page hydrates that markup: the first card the server sent stays.
  const firstCard = await serverCardBeforeStart(page, "/?q=godfather", ".movie-card--list");
  await page.waitForSelector("html[data-app-started]", { state: "attached" });
  expect(await firstCard.evaluate((card) => card.isConnected)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “godfather”");
});

test("a signed-in page brings its own styles: styled before any script runs, none asked for before its first paint, nor again when its code loads", async ({ page }) => {
  // What each page's own rules do, with the element they apply to: the film's hero is 22rem high
  // (its poster sits in it), home's list tabs are a row, a person's header is a grid.
  const pageRules = [
    { path: "/movie/238", selector: ".details-hero", property: "min-height", value: "352px" },
    { path: "/", selector: ".list-tabs", property: "display", value: "flex" },
    { path: "/person/1776", selector: ".person-header", property: "display", value: "grid" },
    // A rule of the shell's that several pages share: a list's count line, here on a collection's page.
    { path: "/collection/263", selector: ".browse-count", property: "margin-bottom", value: "12px" },
  ];
  const bare = await page.context().newPage();
  await bare.route("**/assets/*", (route) => route.abort());
  for (const { path, selector, property, value } of pageRules) {
    await bare.goto(path, { waitUntil: "domcontentloaded" });
    const applied = await bare.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    expect(applied, `${path} ${selector}`).toBe(value);
  }
  await bare.close();
  for (const { path } of pageRules) {
    await page.goto(path);
    // The app has started: its page code has loaded, with the page's sheets among what it needs.
    await expect(page.locator("html")).toHaveAttribute("data-app-started", "");
    const { firstPaint, sheets, inHtml } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      sheets: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".css")).map((entry) => ({ url: entry.name, start: entry.startTime })),
      inHtml: Array.from(document.querySelectorAll<HTMLLinkElement>('link[type="text/x-inlined"]'), (link) => link.href),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    // Beside the shell's own sheet, the page's: its sheets are marked as in the HTML.
    expect(inHtml.filter((href) => !/\/app-[\w-]+\.css$/.test(href)).length, path).toBeGreaterThan(0);
    // The sheets that came in the HTML are not fetched again when the page's code loads; any other
    // (a part of the page that loads with its own code) starts after the paint.
    expect(sheets.filter((sheet) => inHtml.includes(sheet.url)), path).toEqual([]);
    for (const sheet of sheets) expect(sheet.start, path).toBeGreaterThanOrEqual(firstPaint);
  }
});

test("a signed-in page asks for no script until it has been painted, then starts its app", async ({ page }) => {
  for (const path of ["/", "/movie/238"]) {
    await page.goto(path);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      scriptStarts: performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(scriptStarts.length, path).toBeGreaterThan(0);
    expect(Math.min(...scriptStarts), path).toBeGreaterThanOrEqual(firstPaint);
  }
});

test("a film's page does not move when its lists section arrives after the first paint", async ({ page }) => {
  await countLayoutShifts(page);
  await page.goto("/movie/238");
  await expect(page.getByRole("button", { name: /Watchlist/ }).first()).toBeVisible();
  expect(await layoutShifted(page)).toBeLessThan(0.01);
});
