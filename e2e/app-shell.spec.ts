import { expect, test } from "./support/fixtures";

test("the server serves the app shell, and the app starts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  await expect(page).toHaveTitle("MovieApp");
  await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();
});

test("a reload on a deep link returns the app", async ({ page }) => {
  const response = await page.goto("/movie/550");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();

  await page.goto("/404");
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("hashed scripts arrive compressed and cached for a year", async ({ page }) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.url().endsWith(".js")) {
      scripts.push({ url: response.url(), headers: response.headers() });
    }
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const entry = scripts.find((script) => /\/assets\/index-[\w-]+\.js$/.test(script.url));
  expect(entry?.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(entry?.headers["content-encoding"]).toBe("br");
});
