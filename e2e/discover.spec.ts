import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

const API_KEY = "movieapp-local-catalog";

test("Discover: Drama and Crime, 1990–1999, rated 8 or more, by rating gives the catalog's own answer, and survives reload and Back", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Discover" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover");
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Drama" }).check();
  await filters.getByRole("checkbox", { name: "Crime" }).check();
  await filters.getByRole("group", { name: "Release year" }).getByLabel("From").fill("1990");
  await filters.getByRole("group", { name: "Release year" }).getByLabel("To").fill("1999");
  await filters.getByLabel("Minimum rating").selectOption("8");
  await filters.getByLabel("Sort by").selectOption("vote_average.desc");
  await filters.getByRole("button", { name: "Show films" }).click();
  await expect(page).toHaveURL(/\/discover\?genre=18&genre=80&from=1990&to=1999&rating=8&sort=vote_average.desc$/);

  const api = await page.request.get(
    `/3/discover/movie?api_key=${API_KEY}&with_genres=18,80&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&vote_average.gte=8&sort_by=vote_average.desc`,
  );
  const expected = ((await api.json()) as { results: Array<{ title: string }> }).results.map((film) => film.title);
  expect(expected.length).toBeGreaterThan(1);
  const titles = page.locator(".movie-card__title");
  await expect(titles).toHaveText(expected);
  await expect(page.getByText(`${expected.length} films`)).toBeVisible();

  await page.reload();
  await expect(titles).toHaveText(expected);
  await expect(filters.getByRole("checkbox", { name: "Crime" })).toBeChecked();
  await expect(filters.getByLabel("Sort by")).toHaveValue("vote_average.desc");

  // Any of the genres, rather than both: more films; Back returns to both, controls and all.
  await filters.getByRole("radio", { name: "Any of them" }).check();
  await filters.getByRole("button", { name: "Show films" }).click();
  await expect(page).toHaveURL(/match=any/);
  await expect.poll(() => titles.count()).toBeGreaterThan(expected.length);
  await page.goBack();
  await expect(titles).toHaveText(expected);
  await expect(filters.getByRole("radio", { name: "All chosen genres" })).toBeChecked();
});

test("Discover's first view is rendered by the server, paged, with its language and runtime filters", async ({ page }) => {
  const html = await (await page.request.get("/discover?language=ja&sort=vote_average.desc")).text();
  expect(html).toContain("<h1>Discover</h1>");
  expect(html).toContain("movie-card");

  await page.goto("/discover?min_runtime=90&max_runtime=100");
  await expect(page.getByRole("form", { name: "Filters" }).getByRole("group", { name: "Runtime (minutes)" }).getByLabel("From")).toHaveValue("90");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("button", { name: "Next →" }).click();
  await expect(page).toHaveURL(/\/discover\?min_runtime=90&max_runtime=100&page=2$/);
  await expect(pages.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test("a range in the wrong order (years 2010 to 2000) is refused at the box that says so, and nothing is asked", async ({ page }) => {
  await page.goto("/discover");
  const filters = page.getByRole("form", { name: "Filters" });
  const years = filters.getByRole("group", { name: "Release year" });
  await years.getByLabel("From").fill("2010");
  await years.getByLabel("To").fill("2000");
  await filters.getByRole("button", { name: "Show films" }).click();
  await expect(page).toHaveURL(/\/discover$/);
  expect(await years.getByLabel("To").evaluate((box: HTMLInputElement) => box.validationMessage)).toBe("“To” must be 2010 or more, as “From” is 2010.");
  // Put right, the range is sent; the runtime's range is checked the same way.
  await years.getByLabel("To").fill("2012");
  const runtime = filters.getByRole("group", { name: "Runtime (minutes)" });
  await runtime.getByLabel("From").fill("200");
  await runtime.getByLabel("To").fill("90");
  await filters.getByRole("button", { name: "Show films" }).click();
  expect(await runtime.getByLabel("To").evaluate((box: HTMLInputElement) => box.validationMessage)).toBe("“To” must be 200 or more, as “From” is 200.");
  await runtime.getByLabel("To").fill("");
  await filters.getByRole("button", { name: "Show films" }).click();
  await expect(page).toHaveURL(/\/discover\?from=2010&to=2012&min_runtime=200$/);
});

test("on a phone, another page of Discover's films starts at the films, below the header, not at the filters that fill the screen", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/discover?page=5");
  await expect(page.locator(".movie-card").first()).toBeVisible();
  await page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Page 6" }).click();
  await expect(page).toHaveURL(/\/discover\?page=6$/);
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("button", { name: "Page 6" })).toHaveAttribute("aria-current", "page");
  const header = (await page.getByRole("banner").boundingBox())!;
  const count = (await page.locator(".browse-count").boundingBox())!;
  // The count of films sits just below the sticky header, the first cards under it.
  expect(count.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(count.y).toBeLessThan(header.y + header.height + 48);
  await expect(page.locator(".movie-card").first()).toBeInViewport();
});

test("with the keyboard, Show films and Clear filters keep the focus of the person who pressed them", async ({ page }) => {
  await page.goto("/discover");
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Horror" }).check();
  const show = filters.getByRole("button", { name: "Show films" });
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/discover\?genre=27$/);
  // The form is drawn afresh for the new address: its button has the focus again, not the page.
  await expect(show).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/discover$/);
  await expect(filters.getByRole("checkbox", { name: "Horror" })).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeFocused();
  // Back draws that address's form again, and the focus goes back to what the person left it by.
  await page.goBack();
  await expect(page).toHaveURL(/\/discover\?genre=27$/);
  await expect(filters.getByRole("checkbox", { name: "Horror" })).toBeChecked();
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeFocused();
});

test("ticks not yet applied stay ticked when the person skips to the content", async ({ page }) => {
  await page.goto("/discover");
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Horror" }).check();
  await page.keyboard.press("Shift");
  await page.locator(".skip-link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/discover#main$/);
  await expect(filters.getByRole("checkbox", { name: "Horror" })).toBeChecked();
});

test("on a slow device, Clear filters pressed before Show films has drawn its page still leaves the form empty, with the focus on Clear filters", async ({ page }) => {
  await page.goto("/discover");
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "Horror" }).check();
  await filters.getByRole("button", { name: "Show films" }).focus();
  // A processor fifty times slower: the keys arrive while the first press's page is still being drawn.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 50 });
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/discover$/);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(filters.getByRole("checkbox", { name: "Horror" })).not.toBeChecked();
  await expect(page.getByRole("link", { name: "Clear filters" })).toBeFocused();
});
