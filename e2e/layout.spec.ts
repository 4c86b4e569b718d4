import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** Boxes of the elements matched, as the browser laid them out. */
const boxes = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

for (const width of [1280, 390, 360, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the sign-up form's fields stay inside its card, and the page does not scroll sideways", async ({ page }) => {
      await page.goto("/sign-up");
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      const [card] = await boxes(page, ".auth-card");
      expect(card!.left).toBeGreaterThanOrEqual(0);
      expect(card!.right).toBeLessThanOrEqual(width);
      for (const field of await boxes(page, ".auth-card input, .auth-card button")) {
        expect(field.left).toBeGreaterThanOrEqual(card!.left);
        expect(field.right).toBeLessThanOrEqual(card!.right);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test.describe("in the dark theme", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signUpViaApi(page, baseURL!);
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
  });

  const contrastProblems = async (page: Page) =>
    (await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze()).violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));

  test("the open account menu is readable", async ({ page }) => {
    await page.getByRole("button", { name: /Ada Lovelace/ }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    expect(await contrastProblems(page)).toEqual([]);
  });

  test("a search's results, with their 'Clear search' button, are readable", async ({ page }) => {
    await page.goto("/?q=star");
    await expect(page.getByRole("button", { name: "Clear search" }).last()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await contrastProblems(page)).toEqual([]);
  });
});
