import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

test("typing in the header's search suggests films and people: a combobox with arrows, Enter and Escape, its code loaded on first focus", async ({ page }) => {
  const scripts: string[] = [];
  const multi: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".js")) scripts.push(url.pathname);
    if (url.pathname === "/3/search/multi") multi.push(url.searchParams.get("query") ?? "");
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((path) => path.includes("suggestions"))).toBe(false);

  const box = page.getByRole("banner").getByPlaceholder("Search movies...");
  await box.focus();
  await expect.poll(() => scripts.some((path) => path.includes("suggestions"))).toBe(true);
  await expect(box).toHaveAttribute("role", "combobox");

  await box.pressSequentially("godfa", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  // How soon they come is a speed figure, not a test's (bench:web measures typing); here, that they come.
  await expect(listbox.getByRole("option", { name: /The Godfather\s*1972/ })).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(listbox.getByRole("option").filter({ hasText: "Directing" }).or(listbox.getByRole("option").filter({ hasText: "Acting" })).or(listbox.getByRole("option").filter({ hasText: "Writing" })).first()).toBeVisible();

  await box.press("ArrowDown");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("godfa");

  // A query already answered is not asked again.
  await box.press("Backspace");
  await box.press("a");
  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/movie\/238$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The Godfather");
  expect(multi.filter((query) => query === "godfa")).toHaveLength(1);
});

test("Enter without a chosen suggestion still searches, and the suggestions close over the results", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByPlaceholder("Search movies...");
  await box.fill("star");
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox.getByRole("option").first()).toBeVisible();
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for “star”" })).toBeVisible();
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toBeFocused();
  // Typing on opens them again.
  await box.press("s");
  await expect(listbox.getByRole("option").first()).toBeVisible();
});

test("a query that suggests nothing says so under the box, outside the list of options, and Enter still searches", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByPlaceholder("Search movies...");
  await box.fill("zqxv");
  const none = page.getByRole("banner").getByRole("status").filter({ hasText: "No films or people found" });
  await expect(none).toHaveText("No films or people found for “zqxv”");
  await expect(none).toBeVisible();
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("Escape");
  await expect(none).toBeHidden();
  // Typing a query with suggestions: the words go, the options come.
  await box.fill("godfa");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  await expect(page.getByText("No films or people found")).toHaveCount(0);
  await box.fill("zqxv");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for “zqxv”" })).toBeVisible();
  await expect(page.getByText("No films or people found")).toHaveCount(0);
});

test.describe("when the suggestions are slow to come", () => {
  test.use({ fault: "path=/3/search/multi; delay=1500" });

  test("Enter pressed before they come searches, and they do not open over the results when they come", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByPlaceholder("Search movies...");
    await box.fill("star");
    await box.press("Enter");
    await expect(page.getByRole("heading", { name: "Results for “star”" })).toBeVisible();
    // Every answer in, the suggestions' too.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });
});

test("Enter pressed before the suggestions' code has come searches, and the suggestions do not open over the results when it comes", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The suggestions' code is held back, as on a slow connection, so Enter comes before it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/suggestions-*.js", async (route) => {
    await held;
    await route.continue();
  });
  const box = page.getByRole("banner").getByPlaceholder("Search movies...");
  await box.fill("star");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for “star”" })).toBeVisible();
  // The suggestions' code, once in, asks for its answers; they come, and are not shown.
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/3/search/multi" && new URL(response.url()).searchParams.get("query") === "star");
  release();
  await expect(box).toHaveAttribute("role", "combobox");
  await answered;
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  // Typing on opens them.
  await box.press("s");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
});
