import type { Locator } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 360, height: 800 } });

/** The row's fade: the mask the browser applies to it ("none" when it has none). */
const maskOf = (row: Locator) => row.evaluate((element) => getComputedStyle(element).maskImage);
// The masks as Chromium computes them: transparent (the row unseen) at the faded end, opaque 48 px
// (3rem) in. 270deg runs from the right edge leftwards, 90deg from the left edge rightwards.
const CLEAR = "rgba(0, 0, 0, 0)";
const FADED_RIGHT = `linear-gradient(270deg, ${CLEAR}, rgb(0, 0, 0) 48px)`;
const FADED_LEFT = `linear-gradient(90deg, ${CLEAR}, rgb(0, 0, 0) 48px)`;
const FADED_BOTH = `linear-gradient(90deg, ${CLEAR}, rgb(0, 0, 0) 48px, rgb(0, 0, 0) calc(100% - 48px), ${CLEAR})`;
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

test("on a narrow screen the genre row fades at whichever end has chips out of sight, without moving the page", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  const row = page.getByRole("group", { name: "Browse by genre" });
  const firstFilm = page.locator(".movie-card").first();
  await expect(firstFilm).toBeVisible();

  // At the start: more to the right, so the right end fades out and the left does not.
  await expect(row).toHaveAttribute("data-more", "end");
  expect(await maskOf(row)).toBe(FADED_RIGHT);
  const [rowBefore, filmBefore] = [await boxOf(row), await boxOf(firstFilm)];

  await row.evaluate((element) => element.scrollBy({ left: 200 }));
  await expect(row).toHaveAttribute("data-more", "start end");
  expect(await maskOf(row)).toBe(FADED_BOTH);

  await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(row).toHaveAttribute("data-more", "start");
  expect(await maskOf(row)).toBe(FADED_LEFT);

  // The fade takes no room: nothing moved.
  expect(await boxOf(row)).toEqual(rowBefore);
  expect(await boxOf(firstFilm)).toEqual(filmBefore);

  // The last chip, scrolled to, is whole and unfaded.
  const rowBox = await boxOf(row);
  expect((await boxOf(row.getByRole("button").last())).right).toBeLessThanOrEqual(rowBox.right);

  // Back at the start, only the right end fades again.
  await row.evaluate((element) => element.scrollTo({ left: 0 }));
  await expect(row).toHaveAttribute("data-more", "end");
  expect(await maskOf(row)).toBe(FADED_RIGHT);

  // A chip reached with Tab is scrolled clear of the fade, not left half seen under it.
  await row.getByRole("button", { name: "All" }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
  const focused = await boxOf(row.locator(":focus"));
  expect(focused.right).toBeLessThanOrEqual(rowBox.right - 48);
});
