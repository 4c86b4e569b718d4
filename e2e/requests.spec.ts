import { signUpViaApi } from "./support/accounts";
import { recordApiRequests } from "./support/api-requests";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

const repeated = (sent: string[]) => sent.filter((request, index) => sent.indexOf(request) !== index);

test("one owner per request: a browsing session never sends the same request twice while its answer is kept", async ({ page }) => {
  const sent = recordApiRequests(page);
  await page.goto("/");
  // The server rendered this page with its data: the browser asked for none of it.
  expect(sent).toEqual([]);

  const search = page.getByRole("banner").getByPlaceholder("Search movies...");
  await search.fill("star");
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for “star”" })).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("button", { name: "Next →" }).click();
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  const film = page.locator(".movie-card").first();
  const filmTitle = (await film.locator(".movie-card__title").textContent()) ?? "";
  await film.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(filmTitle);
  const similar = page.getByRole("region", { name: "Similar movies" });
  const other = similar.getByRole("listitem").first().getByRole("link");
  await expect(other).toBeVisible();
  await other.click();
  await expect(page).not.toHaveURL(/\/$/);
  await page.waitForLoadState("networkidle");

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(filmTitle);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Results for “star”" })).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Each search, page, film and row was asked for once, whatever asked for it (the header, the
  // page, a hover's prefetch) and however often the visitor came back to it.
  expect(sent.filter((request) => request.startsWith("/3/search/movie")).length).toBe(2);
  expect(sent.some((request) => request.startsWith("/3/movie/") && request.includes("/similar"))).toBe(true);
  expect(repeated(sent)).toEqual([]);
});
