import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")})`);
  expect(summary, label).toEqual([]);
}

test("the sign-in, sign-up and not-found pages have no accessibility violations", async ({ page }) => {
  for (const path of ["/sign-in", "/sign-up", "/404"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test("the signed-in pages have no accessibility violations, in light and dark themes", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, baseURL!);
  for (const theme of ["light", "dark"]) {
    // Each pass starts without a remembered search, so "/" shows popular movies.
    await page.evaluate(() => localStorage.removeItem("ui-store")).catch(() => undefined);
    await page.goto("/");
    if (theme === "dark") await page.getByRole("button", { name: "Switch to dark theme" }).click();
    for (const [path, heading] of [["/", "Popular movies"], ["/?genre=18", "Drama movies"], ["/movie/238", "The Godfather"], ["/search?q=godfather", "Search movies"]] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page, `${path} (${theme})`);
    }
  }
});
