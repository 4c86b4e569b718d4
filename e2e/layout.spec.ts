import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { addToList, sampleFilms } from "./support/lists";
import { showTheme, THEMES } from "./support/theme";
import { resizeTo } from "./support/viewport";
import { expect, test } from "./support/fixtures";

/** Boxes of the elements matched, as the browser laid them out. */
const boxes = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

/*
 * The app's layouts follow the width through CSS alone, so where a check is the same at several
 * widths, one page is loaded and the window resized round it (e2e/support/viewport.ts).
 */

test("the sign-up form's fields stay inside its card, and the page does not scroll sideways, at 1280, 390, 360 and 320 px", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  for (const width of [1280, 390, 360, 320]) {
    await resizeTo(page, width);
    const [card] = await boxes(page, ".auth-card");
    expect(card!.left, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(card!.right, `${width} px`).toBeLessThanOrEqual(width);
    for (const field of await boxes(page, ".auth-card input, .auth-card button")) {
      expect(field.left, `${width} px`).toBeGreaterThanOrEqual(card!.left);
      expect(field.right, `${width} px`).toBeLessThanOrEqual(card!.right);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

test("in the dark theme, the open account menu and a search's results with their 'Clear search' button are readable", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  const contrastProblems = async () => (await axeViolations(page, ["color-contrast"])).flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));

  await page.getByRole("button", { name: /Ada Lovelace/ }).click();
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  expect(await contrastProblems(), "the open account menu").toEqual([]);

  await page.goto("/?q=star");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Clear search" }).last()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await contrastProblems(), "a search's results").toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (box: Box, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The header's controls as a person sees them: every link and button, the search box as one (its
 * clear button sits inside it), and not what is inside the open account menu (measured on its own).
 */
async function headerControls(page: Page): Promise<Array<{ name: string; box: Box }>> {
  const controls = page.locator(".app-header :is(a, button, .header-search):not(.header-search *, .user-menu__panel *)");
  const found: Array<{ name: string; box: Box }> = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0) continue; // not shown at this width
    const name = (await control.getAttribute("aria-label")) ?? (await control.getAttribute("title")) ?? ((await control.textContent()) || "search box");
    found.push({ name: name.trim(), box });
  }
  return found;
}

/** Every box inside the window, and no two overlapping. */
function expectInsideAndApart(named: Array<{ name: string; box: Box }>, width: number, height: number) {
  for (const { name, box } of named) expect(inside(box, width, height), `${name} is inside the ${width}×${height} window: ${JSON.stringify(box)}`).toBe(true);
  for (const [i, a] of named.entries()) {
    for (const b of named.slice(i + 1)) expect(overlap(a.box, b.box), `${a.name} overlaps ${b.name}`).toBe(false);
  }
}

async function useTheme(page: Page, theme: "light" | "dark") {
  if (theme === "dark") await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

for (const width of [360, 1280]) {
  for (const theme of THEMES) {
    test.describe(`element boxes at ${width} px, ${theme} theme`, () => {
      const height = 800;
      test.use({ viewport: { width, height } });

      test.describe("with a toast showing", () => {
        // A refused API key: the home page's list fails at once (no retries) and says so in a toast.
        test.use({ fault: "path=/3/movie/popular; status=401" });

        test("the header's controls, the toast and the open account menu stay inside the window and apart", async ({ page, baseURL }) => {
          await signUpViaApi(page, baseURL!);
          await page.goto("/");
          await useTheme(page, theme);
          const toast = page.locator(".toast").filter({ hasText: "Invalid API key" });
          await expect(toast).toHaveClass(/toast--in/);
          await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));

          const bar = await headerControls(page);
          expect(bar.map(({ name }) => name)).toContain(`Switch to ${theme === "light" ? "dark" : "light"} theme`);
          expectInsideAndApart([...bar, { name: "the toast", box: (await toast.boundingBox())! }], width, height);
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

          // The account menu (in the phone menu on a narrow screen), over the page but clear of the header's controls.
          if (width < 760) await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("banner").getByRole("button", { name: /Ada Lovelace/ }).click();
          const menu = page.locator(".user-menu__panel");
          await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
          const open = await headerControls(page);
          expect(open.length).toBeGreaterThanOrEqual(bar.length);
          expectInsideAndApart([...open, { name: "the account menu", box: (await menu.boundingBox())! }], width, height);
          expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        });
      });

    });
  }
}

test("the sign-in and sign-up cards stay inside the window at 360 and 1280 px, in either theme", async ({ page }) => {
  for (const [path, heading] of [["/sign-in", "Sign in to Movie App"], ["/sign-up", "Create your account"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    for (const theme of THEMES) {
      // Signed out, the theme is what a visitor who signed out in it is left with (see accessibility.spec.ts).
      await showTheme(page, theme);
      for (const width of [360, 1280]) {
        await resizeTo(page, width);
        const where = `${path} at ${width} px, ${theme} theme`;
        const card = (await page.locator(".auth-card").boundingBox())!;
        expect(card.x, where).toBeGreaterThanOrEqual(0);
        expect(card.y, where).toBeGreaterThanOrEqual(0);
        expect(card.x + card.width, where).toBeLessThanOrEqual(width);
        expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
      }
    }
  }
});

test("a film's list buttons sit on each card's poster, apart, in the grid and list views; the list page and a film's lists do not scroll sideways, at 360 and 1280 px", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await addToList(page, baseURL!, "watchlist", sampleFilms().slice(0, 6));
  for (const width of [360, 1280]) {
    await test.step(`at ${width} px`, async () => {
      await resizeTo(page, width);
      await page.goto("/lists/watchlist");
      await expect(page.getByText("6 films")).toBeVisible();
      for (const view of ["Grid view", "List view"]) {
        if (width < 760) await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("button", { name: view }).last().click();
        if (width < 760) await page.keyboard.press("Escape");
        for (const card of await page.locator(".movie-card").all()) {
          const poster = (await card.locator(".movie-card__poster").boundingBox())!;
          const [watchlist, favourite, lists] = await Promise.all([".mark--watchlist", ".mark--favorites", ".mark--lists"].map((mark) => card.locator(mark).boundingBox()));
          for (const button of [watchlist!, favourite!, lists!]) {
            expect(inside({ x: button.x - poster.x, y: button.y - poster.y, width: button.width, height: button.height }, poster.width, poster.height), `${view}: a button on its poster`).toBe(true);
            expect(button.width, "big enough to tap").toBeGreaterThanOrEqual(24);
          }
          expect(overlap(watchlist!, favourite!) || overlap(watchlist!, lists!) || overlap(favourite!, lists!), `${view}: the three buttons apart`).toBe(false);
        }
        expect(await sidewaysOverflow(page), view).toBeLessThanOrEqual(0);
      }
      await page.goto("/movie/238");
      await expect(page.getByRole("button", { name: "Mark as seen" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});

const LONG_LIST_WIDTHS = [320, 360, 412, 1280];

test.describe("long words and long lists of pages at 320, 360, 412 and 1280 px", () => {
  test.beforeEach(async ({ page, baseURL }) => signUpViaApi(page, baseURL!));

  test("a search of one very long word breaks its heading and message rather than widening the page", async ({ page }) => {
    const word = "supercalifragilistic".repeat(5);
    await page.goto(`/?q=${word}`);
    await expect(page.getByText(`No movies found for “${word}”`)).toBeVisible();
    for (const width of LONG_LIST_WIDTHS) {
      await resizeTo(page, width);
      expect(await sidewaysOverflow(page), `${width} px`).toBeLessThanOrEqual(0);
    }
  });

  test("the page numbers, far into a long list, fit the column", async ({ page }) => {
    await page.goto("/?page=80");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("button", { name: "Page 80" })).toHaveAttribute("aria-current", "page");
    for (const width of LONG_LIST_WIDTHS) {
      await test.step(`at ${width} px`, async () => {
        await resizeTo(page, width);
        // The column: the page's main area less its padding.
        const column = await page.locator("main").evaluate((main) => {
          const { left, right } = main.getBoundingClientRect();
          const style = getComputedStyle(main);
          return { left: left + parseFloat(style.paddingLeft), right: right - parseFloat(style.paddingRight) };
        });
        for (const box of await boxes(page, ".pagination button:visible")) {
          expect(box.left).toBeGreaterThanOrEqual(column.left);
          expect(box.right).toBeLessThanOrEqual(column.right);
        }
        // From 360px, Previous, the page numbers and Next share one row (a phone shows one page either
        // side of the current one, and the steps' arrows only); narrower, the steps wrap.
        const rowsOf = async (selector: string) => new Set((await boxes(page, selector)).map((box) => Math.round(box.top))).size;
        expect(await rowsOf(".pagination__pages button:visible")).toBe(1);
        expect(await rowsOf(".pagination > button:visible, .pagination__pages button:visible")).toBe(width >= 360 ? 1 : 2);
        const shown = await pages.getByRole("button", { name: /^Page \d+$/ }).evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).map((button) => button.textContent));
        expect(shown.slice(1, -1)).toEqual(width > 480 ? ["78", "79", "80", "81", "82"] : ["79", "80", "81"]);
        await expect(pages.getByRole("button", { name: "Next →" })).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  });

  test("near a list's start, a gap never stands for a single page", async ({ page }) => {
    await page.goto("/?page=5");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    for (const width of LONG_LIST_WIDTHS) {
      await resizeTo(page, width);
      const places = await pages.locator(".pagination__pages > li").evaluateAll((items) => items.filter((item) => item.checkVisibility()).map((item) => item.textContent));
      const last = places.at(-1) ?? "";
      // Wide screens show page 2 where "…" would hide it alone; a phone, one page either side of 5, shows "…" for pages 2 and 3.
      expect(places, `${width} px`).toEqual(width > 480 ? ["1", "2", "3", "4", "5", "6", "7", "…", last] : ["1", "…", "4", "5", "6", "…", last]);
      expect(Number(last)).toBeGreaterThan(8);
    }
  });
});

test("home's list tabs are one line where the four fit, else two by two: never one alone on a line (1280, 412, 390 and 320 px)", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  for (const width of [1280, 412, 390, 320]) {
    await resizeTo(page, width);
    const tabs = await boxes(page, ".list-tabs a");
    expect(tabs).toHaveLength(4);
    const lines = [...new Set(tabs.map((tab) => Math.round(tab.top)))];
    expect(lines, `${width} px`).toHaveLength(width >= 460 ? 1 : 2);
    for (const line of lines) expect(tabs.filter((tab) => Math.round(tab.top) === line)).toHaveLength(4 / lines.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});
