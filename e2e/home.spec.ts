import { signUpViaApi } from "./support/accounts";
import { recordApiRequests } from "./support/api-requests";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("genres are chips; the chosen one is in the URL, survives a reload, and 'All' returns to popular", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Animation" }).click();
  await expect(page).toHaveURL(/\/\?genre=16$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Animation movies");
  await expect(page.getByRole("link", { name: /Spirited Away/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /The Godfather/ })).toHaveCount(0);
  await page.reload();
  const genres = page.getByRole("group", { name: "Browse by genre" });
  await expect(genres.getByRole("link", { name: "Animation" })).toHaveAttribute("aria-current", "page");
  // Each chip is a link: one can be opened in a new tab or copied.
  await expect(genres.getByRole("link", { name: "Drama" })).toHaveAttribute("href", "/?genre=18");
  await genres.getByRole("link", { name: "All", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Popular movies");
  await expect(page).toHaveTitle("Popular movies · MovieApp");
});

test("a pointer resting on a card gets the film ready, so opening it asks the catalog for nothing of it", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("link", { name: /Inception/ });
  const ready = ["/3/movie/27205", "/3/movie/27205/similar", "/3/movie/27205/recommendations"].map((path) => page.waitForRequest((r) => new URL(r.url()).pathname === path));
  await card.hover();
  await Promise.all(ready);
  await page.waitForLoadState("networkidle");
  const sent = recordApiRequests(page);
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inception");
  await expect(page.getByRole("region", { name: "Similar movies" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Recommended" }).getByRole("listitem").first()).toBeVisible();
  // (The pointer, now resting on the film's page, may get what it rests on ready meanwhile.)
  expect(sent.filter((request) => /^\/3\/movie\/27205[/?]/.test(request))).toEqual([]);
});

test("a pointer resting on Next gets the next page ready, so going there asks the catalog for nothing", async ({ page }) => {
  await page.goto("/");
  const next = page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next →" });
  const ready = page.waitForRequest((r) => new URL(r.url()).pathname === "/3/movie/popular" && new URL(r.url()).searchParams.get("page") === "2");
  await next.hover();
  await ready;
  await page.waitForLoadState("networkidle");
  const firstOfPage1 = await page.locator(".movie-card__title").first().textContent();
  const sent = recordApiRequests(page);
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.locator(".movie-card__title").first()).not.toHaveText(firstOfPage1 ?? "");
  await expect(page.locator(".movie-card")).toHaveCount(20);
  // (The pointer, now resting on a card of page 2, may get that film ready meanwhile.)
  expect(sent.filter((request) => request.startsWith("/3/movie/popular?"))).toEqual([]);
});

test("the list view shows the start of each overview", async ({ page }) => {
  await page.goto("/");
  await page.getByTitle("List view").click();
  await expect(page.locator(".movie-card--list .movie-card__overview").first()).toBeVisible();
});

test("the view and the theme chosen are remembered across reloads", async ({ page }) => {
  await page.goto("/");
  await page.getByTitle("List view").click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.reload();
  await expect(page.getByTitle("List view")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test("pagination: page numbers, next, a jump and previous, following the store's rules", async ({ page }) => {
  await page.goto("/");
  const pages = page.getByRole("navigation", { name: "Pages" });
  const firstTitle = () => page.locator(".movie-card__title").first().textContent();
  await expect(pages.getByRole("button", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("button", { name: "← Previous" })).toBeDisabled();
  await expect(page.locator(".movie-card")).toHaveCount(20);
  // The sample catalog's Popular runs to well over 100 pages; the last is numbered beside the first.
  const last = Number((await pages.getByRole("button", { name: /^Page \d+$/ }).last().textContent()) ?? "0");
  expect(last).toBeGreaterThan(100);
  const pageOne = await firstTitle();
  await pages.getByLabel("Go to page").fill(String(last));
  await pages.getByRole("button", { name: "Go", exact: true }).click();
  await expect(pages.getByRole("button", { name: `Page ${last}`, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("button", { name: "Next →" })).toBeDisabled();
  const onLastPage = await page.locator(".movie-card").count();
  expect(onLastPage).toBeGreaterThan(0);
  expect(onLastPage).toBeLessThanOrEqual(20);
  await pages.getByRole("button", { name: "← Previous" }).click();
  await expect(pages.getByRole("button", { name: `Page ${last - 1}`, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".movie-card")).toHaveCount(20);
  await pages.getByRole("button", { name: "Page 1", exact: true }).click();
  // The server rendered page 1, so the browser asks for it now, with its real pagination.
  await expect(page.locator(".movie-card__title").first()).toHaveText(pageOne!);
  await expect(pages.getByRole("button", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".movie-card")).toHaveCount(20);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test("the list tabs and genre chips are targets a finger can hit: 44 px tall", async ({ page }) => {
    await page.goto("/");
    const targets = page.getByRole("navigation", { name: "Movie lists" }).getByRole("link").or(page.getByRole("group", { name: "Browse by genre" }).getByRole("link"));
    await expect(page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Western" })).toBeAttached();
    const heights = await targets.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(4 + 10);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});
