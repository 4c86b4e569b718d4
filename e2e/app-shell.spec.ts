import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test("the server serves the app shell, and the app starts", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  expect(await response?.text()).toContain("<title>MovieApp</title>");
  await expect(page.getByRole("heading", { name: "Sign in to Movie App" })).toBeVisible();
  // Once started, the tab names the page it shows.
  await expect(page).toHaveTitle("Sign in · MovieApp");
});

test("a reload on a deep link returns the app", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const response = await page.goto("/movie/550");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page).toHaveURL(/\/movie\/550$/);
  await expect(page.getByRole("link", { name: "MovieApp" })).toBeVisible();
});

test("hashed scripts arrive compressed and cached for a year", async ({ page }) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.url().endsWith(".js")) {
      scripts.push({ url: response.url(), headers: response.headers() });
    }
  });
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in to Movie App" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.headers["cache-control"], script.url).toBe("public, max-age=31536000, immutable");
  }
  expect(scripts.some((script) => script.headers["content-encoding"] === "br")).toBe(true);
});
