import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { addToList, sampleFilms } from "./support/lists";
import { expect, test } from "./support/fixtures";

/**
 * The keyboard alone reaches every control of every page, sees where it is, and is never trapped:
 * Tab is pressed from the top of the page until the focus comes round to where it began, and on
 * the way every control a pointer could use has been reached (one radio of each group: arrows
 * move within it), each showing a focus ring.
 */

/** What the walk found: the controls shown but never reached, those reached without a ring, and whether the focus came round. */
interface Walk {
  unreached: string[];
  unringed: string[];
  cameRound: boolean;
  stops: number;
}

/** Marks each control a pointer could use on the page as it is (shown, enabled): its description by its mark. */
async function markControls(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const marks: Record<string, string> = {};
    const radioGroups = new Set<string>();
    let n = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest("[inert]")) continue;
      // Arrows move within a group of radios; Tab stops at one of them.
      if (element instanceof HTMLInputElement && element.type === "radio") {
        if (radioGroups.has(element.name)) continue;
        radioGroups.add(element.name);
      }
      const mark = String(++n);
      element.dataset.keyboardMark = mark;
      const named = element.getAttribute("aria-label") ?? (element instanceof HTMLInputElement ? `${element.type} ${element.name || element.id}` : element.textContent) ?? "";
      marks[mark] = `${element.tagName.toLowerCase()} "${named.trim().slice(0, 40)}"`;
    }
    return marks;
  });
}

async function walk(page: Page): Promise<Walk> {
  const marks = await markControls(page);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  const unringed: string[] = [];
  let first: string | undefined;
  let stops = 0;
  let cameRound = false;
  const limit = Object.keys(marks).length * 2 + 20;
  while (stops < limit) {
    await page.keyboard.press("Tab");
    stops++;
    const at = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const radio = element instanceof HTMLInputElement && element.type === "radio" ? document.querySelector<HTMLElement>(`input[type="radio"][name="${CSS.escape(element.name)}"][data-keyboard-mark]`) : null;
      const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const style = getComputedStyle(element);
      // A control drawn by its label (a star of the rating, its radio unseen) shows the ring round the label.
      const label = element.parentElement;
      const ringed = outlined(style) || style.boxShadow !== "none" || (label !== null && outlined(getComputedStyle(label)));
      return { mark: (radio ?? element).dataset.keyboardMark ?? `unmarked ${element.tagName.toLowerCase()}`, ringed };
    });
    if (!at) continue;
    if (at.mark === first) {
      cameRound = true;
      break;
    }
    first ??= at.mark;
    reached.add(at.mark);
    if (!at.ringed) unringed.push(marks[at.mark] ?? at.mark);
  }
  const unreached = Object.entries(marks)
    .filter(([mark]) => !reached.has(mark))
    .map(([, what]) => what);
  return { unreached, unringed, cameRound, stops };
}

async function expectKeyboardReachesAll(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  await page.waitForLoadState("networkidle");
  const found = await walk(page);
  expect.soft(found.cameRound, `${path}: the focus came round to where it began (${found.stops} presses of Tab)`).toBe(true);
  expect.soft(found.unreached, `${path}: controls Tab never reached`).toEqual([]);
  expect.soft(found.unringed, `${path}: controls with no focus ring`).toEqual([]);
}

test("the keyboard reaches every control of the signed-out pages, ringed, and is never trapped", async ({ page }) => {
  for (const [path, heading] of [["/sign-in", "Sign in to Movie App"], ["/sign-up", "Create your account"], ["/404", "Page not found"]] as const) {
    await expectKeyboardReachesAll(page, path, heading);
  }
});

const SIGNED_IN_PAGES: ReadonlyArray<ReadonlyArray<readonly [path: string, heading: string]>> = [
  [["/", "Popular movies"], ["/search?q=godfather", "Search movies"], ["/discover?genre=18", "Discover"]],
  [["/movie/238", "The Godfather"], ["/movie/238/cast", "Cast & crew"], ["/movie/238/similar", "Similar movies"], ["/collection/263", "The Dark Knight Collection"]],
  [["/person/1776", "Francis Ford Coppola"], ["/lists", "Your lists"], ["/lists/ratings", "Your ratings"], ["/account", "Your account"]],
];

for (const pages of SIGNED_IN_PAGES) {
  test(`the keyboard reaches every control of ${pages.map(([path]) => path).join(", ")}, ringed, and is never trapped`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page, baseURL!);
    const [godfather] = sampleFilms();
    await addToList(page, baseURL!, "watchlist", [godfather!]);
    const snapshot = { title: godfather!.title, year: godfather!.release_date.slice(0, 4), poster_path: null };
    expect((await page.request.put(`/api/me/lists/ratings/${godfather!.id}`, { data: { ...snapshot, rating: 4 }, headers: { Origin: baseURL! } })).status()).toBe(200);
    for (const [path, heading] of pages) await expectKeyboardReachesAll(page, path, heading);
  });
}

test("on a phone, the keyboard reaches the menu's every control once it is open", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: /menu/i }).click();
  const found = await walk(page);
  expect.soft(found.cameRound).toBe(true);
  expect.soft(found.unreached).toEqual([]);
  expect.soft(found.unringed).toEqual([]);
});
