import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { axeViolations } from "./support/axe";
import { addToList, sampleFilms } from "./support/lists";
import { showTheme, THEMES, type Theme } from "./support/theme";
import { resizeTo } from "./support/viewport";
import { expect, test } from "./support/fixtures";

/**
 * Axe on every page, signed out and in, at a phone's and a desktop's width (the two layouts: the
 * header folds into a menu below 760 px), with the rules of WCAG 2.0, 2.1 and 2.2 at levels A and
 * AA, axe's best practices and its experimental rules (Label in Name among them); then the same page
 * in the dark theme with the rules that read colours. And no page scrolls sideways at any width
 * from a small phone to a wide desktop. Each page is loaded once and the window resized round it (a
 * person turning a phone or resizing a window reaches these states too); the pages are split into a
 * few tests so the workers share them.
 */
const AXE_WIDTHS = [390, 1280];
const LAYOUT_WIDTHS = [320, 360, 390, 768, 1280, 1920];
/**
 * The rules whose outcome can change with the theme: the two that read colours (text against its
 * ground, and links in text told apart from it). A theme sets colours and nothing else (the same
 * elements, names and layout), so every other rule's outcome in the dark theme is the light theme's.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Axe's rules (or only `rules`) find nothing on the page as it is; each finding names its first elements and why they fail. */
async function expectNoViolations(page: Page, label: string, rules?: string[]) {
  const summary = (await axeViolations(page, rules)).map((v) => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("; ")})`);
  expect.soft(summary, label).toEqual([]);
}


async function expectAccessibleAtEveryWidth(page: Page, label: string) {
  for (const width of LAYOUT_WIDTHS) {
    await resizeTo(page, width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    if (!AXE_WIDTHS.includes(width)) continue;
    await expectNoViolations(page, `${label} at ${width} px (light theme)`);
    await showTheme(page, "dark");
    await expectNoViolations(page, `${label} at ${width} px (dark theme)`, COLOUR_RULES);
    await showTheme(page, "light");
  }
}

async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  await page.waitForLoadState("networkidle");
}

test("the check finds what it is there to find: faint text, an image with no text, a button with no name, a name that is not its label", async ({ page }) => {
  await visit(page, "/404", "Page not found");
  // Built through the DOM: the page's content security policy refuses inline style attributes.
  await page.locator("main").evaluate((main) => {
    const faint = document.createElement("p");
    faint.textContent = "Faint words";
    Object.assign(faint.style, { color: "#c8c8c8", background: "#fff" });
    const image = document.createElement("img");
    image.src = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
    const button = document.createElement("button");
    button.type = "button";
    // Label in Name, one of axe's experimental rules: the name spoken is not the label shown.
    const misnamed = document.createElement("button");
    misnamed.type = "button";
    misnamed.textContent = "Open";
    misnamed.setAttribute("aria-label", "Close");
    // Each button big enough to tap, so no other rule (target size) finds them.
    for (const each of [button, misnamed]) Object.assign(each.style, { display: "block", minWidth: "48px", minHeight: "48px", margin: "8px" });
    main.append(faint, image, button, misnamed);
  });
  expect((await axeViolations(page)).map((violation) => violation.id).sort()).toEqual(["button-name", "color-contrast", "image-alt", "label-content-name-mismatch"]);
  expect((await axeViolations(page, COLOUR_RULES)).map((violation) => violation.id)).toEqual(["color-contrast"]);
});

test("the signed-out pages have no accessibility violations at any width, in either theme", async ({ page }) => {
  test.setTimeout(120_000);
  // The theme switch is in the signed-in header; a visitor who signs out in the dark theme reaches
  // these pages with <html data-theme="dark"> still set, which showTheme reproduces.
  for (const [path, heading] of [["/sign-in", "Sign in to Movie App"], ["/sign-up", "Create your account"], ["/404", "Page not found"]] as const) {
    await visit(page, path, heading);
    await expectAccessibleAtEveryWidth(page, `${path} signed out`);
  }
});

/** The signed-in pages in groups, each a test, shared by the two workers. */
const SIGNED_IN_PAGES: ReadonlyArray<ReadonlyArray<readonly [path: string, heading: string]>> = [
  [["/", "Popular movies"], ["/?genre=18", "Drama movies"], ["/search?q=godfather", "Search movies"], ["/search?q=star", "Search movies"]],
  [["/movie/238", "The Godfather"], ["/movie/238/cast", "Cast & crew"], ["/movie/238/similar", "Similar movies"], ["/movie/238/recommendations", "Recommended"], ["/404", "Page not found"]],
  [["/person/1776", "Francis Ford Coppola"], ["/person/31?department=Acting", "Tom Hanks"], ["/search?q=hanks", "Search movies"]],
  [["/discover?genre=18&genre=80&from=1990&to=1999&rating=8&sort=vote_average.desc", "Discover"], ["/?list=top_rated", "Top rated movies"], ["/collection/263", "The Dark Knight Collection"]],
  [["/lists", "Your lists"], ["/lists/watchlist", "Your watchlist"], ["/lists/favorites", "Your favourites"], ["/lists/seen", "Films you have seen"], ["/lists/ratings", "Your ratings"], ["/diary", "Your diary"], ["/stats", "Your statistics"], ["/for-you", "Picks for you"], ["/calendar", "Release calendar"], ["/account", "Your account"]],
];

/** Something in each list, so the list pages show entries and cards show pressed buttons (The Godfather's among them). */
async function keepSomeFilms(page: Page, baseURL: string) {
  const [godfather, second] = sampleFilms();
  await addToList(page, baseURL, "watchlist", [godfather!, second!]);
  await addToList(page, baseURL, "favorites", [godfather!]);
  const snapshot = { title: godfather!.title, year: godfather!.release_date.slice(0, 4), poster_path: null };
  expect((await page.request.put(`/api/me/lists/ratings/${godfather!.id}`, { data: { ...snapshot, rating: 3.5 }, headers: { Origin: baseURL } })).status()).toBe(200);
  expect((await page.request.post("/api/me/lists/seen", { data: { movie_id: godfather!.id, ...snapshot, seen_on: "2024-05-01" }, headers: { Origin: baseURL } })).status()).toBe(201);
}

/** Signed in with some films kept, in this theme chosen with the header's switch. */
async function signInWithTheme(page: Page, baseURL: string, theme: Theme) {
  await signUpViaApi(page, baseURL);
  await keepSomeFilms(page, baseURL);
  await page.goto("/");
  if (theme === "dark") await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

for (const pages of SIGNED_IN_PAGES) {
  test(`${pages.map(([path]) => path).join(", ")} have no accessibility violations at any width, in either theme`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await signInWithTheme(page, baseURL!, "light");
    for (const [path, heading] of pages) {
      await visit(page, path, heading);
      await expectAccessibleAtEveryWidth(page, path);
    }
  });
}

/**
 * What shows only once a person acts is read in both themes too: axe's contrast check with it shown
 * (a refusal under a field, a change kept, a button or a suggestion under the pointer).
 */
for (const theme of THEMES) {
  test(`a problem under a field, a change kept, and what the pointer is on are readable in the ${theme} theme`, async ({ page, baseURL }) => {
    await signInWithTheme(page, baseURL!, theme);
    const contrast = (label: string) => expectNoViolations(page, label, ["color-contrast"]);
    await page.goto("/search");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator("#search-problem")).toBeVisible();
    await contrast(`the search page's problem (${theme})`);

    await visit(page, "/account", "Your account");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Enter your password to delete your account.")).toBeVisible();
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name is saved.")).toBeVisible();
    await contrast(`the account page's problem and saved name (${theme})`);

    await visit(page, "/lists", "Your lists");
    await page.getByRole("link", { name: "Download CSV" }).hover();
    await contrast(`a secondary button under the pointer (${theme})`);

    const box = page.getByRole("banner").getByPlaceholder("Search movies...");
    await page.setViewportSize({ width: 1280, height: 800 });
    await box.fill("godfa");
    const suggestion = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: /The Godfather\s*1972/ });
    await suggestion.hover();
    await contrast(`a suggestion under the pointer (${theme})`);
  });
}

/**
 * A line drawn round an element (its focus ring's `outlineColor`, or an input's `borderTopColor`)
 * against the ground it is drawn on: the nearest opaque background behind the element (its own, for
 * a ring drawn inside it). Answers the contrast as a number, or why it could not be measured.
 */
async function edgeContrast(target: ReturnType<Page["locator"]>, edge: "outlineColor" | "borderTopColor"): Promise<number | string> {
  return target.evaluate((element, property) => {
    const style = getComputedStyle(element);
    if (property === "outlineColor" && !element.matches(":focus-visible")) return "no visible focus";
    if (property === "outlineColor" && (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2)) return "no ring drawn";
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const opaque = (colour: number[]) => colour[3] === undefined || colour[3] === 1;
    let ground: Element | null = property === "outlineColor" && parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    while (ground && !opaque(rgb(getComputedStyle(ground).backgroundColor))) ground = ground.parentElement;
    const behind = ground ? rgb(getComputedStyle(ground).backgroundColor) : [255, 255, 255];
    const line = rgb(style[property]);
    const [lighter, darker] = [luminance(line), luminance(behind)].sort((a, b) => b - a);
    return Math.round(((lighter! + 0.05) / (darker! + 0.05)) * 100) / 100;
  }, edge);
}

/** The keyboard's focus ring on `target` (focused as after a key press) against its ground. */
async function focusRingContrast(page: Page, target: ReturnType<Page["locator"]>): Promise<number | string> {
  await page.keyboard.press("Shift");
  await target.focus();
  return edgeContrast(target, "outlineColor");
}

for (const theme of THEMES) {
  test(`the keyboard's focus ring and the edges of fields stand out from their ground, 3:1 or more (${theme} theme)`, async ({ page, baseURL }) => {
    await signInWithTheme(page, baseURL!, theme);
    const measured: Record<string, number | string> = {};
    await visit(page, "/", "Popular movies");
    measured["a genre chip, on the page"] = await focusRingContrast(page, page.getByRole("group", { name: "Browse by genre" }).getByRole("link", { name: "Drama" }));
    measured["a film's card, on the page"] = await focusRingContrast(page, page.locator(".movie-card__link").first());
    measured["the header's search box, on the header"] = await focusRingContrast(page, page.getByRole("banner").getByPlaceholder("Search movies..."));
    await visit(page, "/lists", "Your lists");
    measured["Download CSV, on the page"] = await focusRingContrast(page, page.getByRole("link", { name: "Download CSV" }));
    await visit(page, "/search", "Search movies");
    measured["the search page's box"] = await focusRingContrast(page, page.getByLabel("Movie title", { exact: true }));
    await visit(page, "/movie/238", "The Godfather");
    measured["a button in a film's hero"] = await focusRingContrast(page, page.getByRole("button", { name: "Watchlist", exact: true }));
    // Where a field is: an input's edge stands out as much (nothing else shows an empty one).
    await visit(page, "/search", "Search movies");
    measured["the edge of the search page's box"] = await edgeContrast(page.getByLabel("Movie title", { exact: true }), "borderTopColor");
    await visit(page, "/account", "Your account");
    measured["the edge of the account page's name field"] = await edgeContrast(page.getByLabel("Your name"), "borderTopColor");
    measured["Save name, on a card"] = await focusRingContrast(page, page.getByRole("button", { name: "Save name" }));
    // In the header: the view's switch (the ring inside each segment) and the search box's clear button, on the white box.
    measured["the view switch's segment chosen, in the header"] = await focusRingContrast(page, page.getByRole("banner").locator(".view-toggle button[aria-pressed='true']"));
    measured["the view switch's other segment, in the header"] = await focusRingContrast(page, page.getByRole("banner").locator(".view-toggle button[aria-pressed='false']"));
    await page.getByRole("banner").getByPlaceholder("Search movies...").fill("alien");
    measured["the search box's clear button, on the white box"] = await focusRingContrast(page, page.getByRole("banner").locator(".header-search__clear"));
    for (const [where, contrast] of Object.entries(measured)) expect(contrast, where).toBeGreaterThanOrEqual(3);
  });
}

test("the keyboard's focus ring and the fields' edges stand out on the sign-in card, whatever theme the visitor left with", async ({ page }) => {
  await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => (document.documentElement.dataset.theme = "dark")));
  await visit(page, "/sign-in", "Sign in to Movie App");
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect(await focusRingContrast(page, page.getByLabel("Email address"))).toBeGreaterThanOrEqual(3);
  expect(await edgeContrast(page.getByLabel("Password"), "borderTopColor")).toBeGreaterThanOrEqual(3);
});
