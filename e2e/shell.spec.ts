import type { Page, Request } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, FAULT_HEADER, test } from "./support/fixtures";

/** The addresses of the requests to `path`, as they leave; and how many of them have no answer yet. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  let open = 0;
  const ours = (request: Request) => new URL(request.url()).pathname === path;
  page.on("request", (request) => {
    if (!ours(request)) return;
    seen.push(request.url());
    open += 1;
  });
  const ended = (request: Request) => {
    if (ours(request)) open -= 1;
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return Object.assign(seen, { unanswered: () => open });
}

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

/**
 * The page's clock is the test's (Playwright's clock): the app's waits between retries (1, 2, then
 * 4 s) and its 10 s time limit pass when the test moves the clock on, rather than in real time. A
 * second at a time, until what is awaited shows, since a wait begins only once its answer is in;
 * with `waitingFor`, only while none of its requests is unanswered, so a slow answer on a busy
 * machine is never taken for one that ran out of time.
 */
async function moveClockOnUntil(page: Page, shown: ReturnType<Page["locator"]>, waitingFor?: { unanswered: () => number }) {
  const moveOn = async () => {
    if (!waitingFor || waitingFor.unanswered() === 0) await page.clock.fastForward(1000);
  };
  await expect.poll(async () => (await shown.isVisible()) || void (await moveOn()), { intervals: [100], timeout: 15_000 }).toBe(true);
}

test.describe("when popular movies fail with 500", () => {
  test.use({ fault: "path=/3/movie/popular; status=500", expectedConsoleErrors: /status of 500/ });
  test("the request is retried exactly 3 times, then 'Server error' shows in a toast", async ({ page }) => {
    await page.clock.install();
    const requests = countRequests(page, "/3/movie/popular");
    await page.goto("/");
    await moveClockOnUntil(page, page.locator(".toast").getByText("Server error"), requests);
    expect(requests).toHaveLength(4);
    for (const url of requests) expect(new URL(url).searchParams.get("language")).toBe("en-US");
  });
});

test.describe("when the key is refused", () => {
  test.use({ fault: "path=/3/movie/popular; status=401" });
  test("'Invalid API key' shows at once, without retries", async ({ page }) => {
    await page.clock.install();
    const requests = countRequests(page, "/3/movie/popular");
    await page.goto("/");
    await expect(page.locator(".toast").getByText("Invalid API key")).toBeVisible();
    // Past the longest wait a retry would have had, and a moment for a request to leave: still the one.
    await page.clock.fastForward(8000);
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
  });
});

test.describe("when the API never answers", () => {
  test.use({ fault: "path=/3/movie/popular; delay=20000" });
  test("the request ends as 'Request timeout'", async ({ page }) => {
    await page.clock.install();
    const requests = countRequests(page, "/3/movie/popular");
    await page.goto("/");
    await moveClockOnUntil(page, page.locator(".toast").getByText("Request timeout"));
    expect(requests).toHaveLength(1);
  });
});

test.describe("when the API answers with the wrong shape", () => {
  test.use({ fault: "path=/3/movie/popular; body=invalid" });
  test("the spec's format message shows", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator(".toast").getByText("Invalid results format")).toBeVisible();
  });
});

test("popular movies load, and local storage holds exactly the spec's fields", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Inception/ })).toBeVisible();
  await page.getByRole("button", { name: "List view" }).click();
  const stored = await page.evaluate(() => ({
    ui: JSON.parse(localStorage.getItem("ui-store") ?? "null") as { state: Record<string, unknown> } | null,
    movies: JSON.parse(localStorage.getItem("movie-store") ?? "null") as { state: Record<string, unknown> } | null,
  }));
  expect(Object.keys(stored.ui?.state ?? {}).sort()).toEqual(["searchQuery", "sidebarOpen", "theme", "viewMode"]);
  expect(stored.ui?.state.viewMode).toBe("list");
  expect(Object.keys(stored.movies?.state ?? {}).sort()).toEqual(["searchResults", "selectedMovie"]);
});

test("the header: logo, Movies link, and a grid/list switch that shows which is active", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "MovieApp" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Movies", exact: true })).toHaveAttribute("href", "/");
  const grid = header.getByTitle("Grid view");
  const list = header.getByTitle("List view");
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  await list.click();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await expect(grid).toHaveAttribute("aria-pressed", "false");
  const background = await header.evaluate((el) => getComputedStyle(el).position);
  expect(background).toBe("sticky");
});

test("searching from the header stores the trimmed query and shows results on /; blank is ignored; clear resets", async ({ page }) => {
  await page.goto("/search");
  const input = page.getByRole("banner").getByPlaceholder("Search movies...");
  await input.fill("   ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search$/);
  await input.fill("  godfather  ");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/\?q=godfather$/);
  await expect(page.getByRole("heading", { name: "Results for “godfather”" })).toBeVisible();
  await expect(page.getByRole("link", { name: /The Godfather Part II/ })).toBeVisible();
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("ui-store")!) as { state: { searchQuery: string } }).state.searchQuery)).toBe("godfather");
  await page.getByRole("banner").getByRole("button", { name: "Clear search" }).click();
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  await expect(input).toHaveValue("");
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test("a menu toggle opens a panel with the search, the nav link, the view switch and the account menu", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByPlaceholder("Search movies...")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel.getByPlaceholder("Search movies...")).toBeVisible();
    await expect(panel.getByRole("link", { name: "Movies", exact: true })).toBeVisible();
    await expect(panel.getByTitle("Grid view")).toBeVisible();
    await expect(panel.getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
    await panel.getByPlaceholder("Search movies...").fill("amelie");
    await panel.getByPlaceholder("Search movies...").press("Enter");
    await expect(page.getByRole("heading", { name: "Results for “amelie”" })).toBeVisible();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("when a page's code cannot be fetched", () => {
  test.use({ expectedConsoleErrors: /Failed to fetch dynamically imported module|ERR_FAILED|Failed to load resource|movie-details-page/ });
  test("it is retried once after a second, then the global error screen shows", async ({ page }) => {
  const attempts: Array<{ at: number; retry: boolean }> = [];
  // The retry asks for the same file under an address of its own (web/src/lib/import-afresh.ts).
  await page.route(/\/assets\/movie-details-page-[\w-]+\.js(?:\?.*)?$/, (route) => {
    attempts.push({ at: Date.now(), retry: new URL(route.request().url()).searchParams.has("attempt") });
    return route.abort("failed");
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
  await page.getByRole("link", { name: /Inception/ }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page or go back to the home page.")).toBeVisible();
  for (const name of ["Try Again", "Reload Page", "Go Home"]) await expect(page.getByRole("button", { name })).toBeVisible();
  // One load may ask for the code twice (its preload, then its import once the page's stylesheets
  // are in); the retry, under its own address, once, a second after the first ask.
  const retries = attempts.filter((attempt) => attempt.retry);
  expect(retries).toHaveLength(1);
  expect(attempts.filter((attempt) => !attempt.retry).length).toBeLessThanOrEqual(2);
  expect(retries[0]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1000);
  await page.unrouteAll();
  // 'Try Again' really fetches the page's code again, now that it can be fetched.
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Inception");
  await page.getByRole("link", { name: "MovieApp" }).click();
  await expect(page.getByRole("heading", { name: "Popular movies" })).toBeVisible();
});
});

test.describe("when popular movies fail, then work again", () => {
  test.use({ expectedConsoleErrors: /status of 500/ });
  test("the error toast sits below the header, inside the window, and goes with its error when 'Try again' succeeds", async ({ page }) => {
    // Every popular request fails (retries included) until the fault is lifted.
    let failing = true;
    await page.route("**/3/movie/popular*", (route) =>
      route.continue({ headers: { ...route.request().headers(), ...(failing ? { [FAULT_HEADER.toLowerCase()]: "path=/3/movie/popular; status=500" } : {}) } }),
    );
    // The first page arrives rendered by the server; the next one is the browser's own request.
    await page.goto("/");
    await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Next →" }).click();
    const toast = page.locator(".toast").filter({ hasText: "Server error" });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    // Measured once it has slid in.
    await expect(toast).toHaveClass(/toast--in/);
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const header = await page.locator(".app-header").boundingBox();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    const close = await toast.getByRole("button").boundingBox();
    expect(close!.x + close!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator(".movie-card").first()).toBeVisible();
    await expect(toast).toHaveCount(0);
  });
});
