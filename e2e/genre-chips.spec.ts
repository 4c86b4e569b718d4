import type { Locator } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 360, height: 800 } });

/** How far in from each end the row fades out, in px (0 where it does not fade), as drawn now. */
const fades = (row: Locator) =>
  row.evaluate((element) => {
    const style = getComputedStyle(element);
    const px = (name: string) => Math.round(parseFloat(style.getPropertyValue(name)));
    // The mask uses these two lengths; without the mask they would fade nothing.
    if (!style.maskImage.includes("linear-gradient")) return { start: 0, end: 0 };
    return { start: px("--chips-fade-start"), end: px("--chips-fade-end") };
  });
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
const scrollRow = (row: Locator, left: number | "end") =>
  row.evaluate((element, to) => {
    element.scrollTo({ left: to === "end" ? element.scrollWidth : to });
    // Drawn once the scroll has moved the row's timeline.
    return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, left);

test("on a narrow screen the genre row fades at whichever end has chips out of sight, without moving the page", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  const row = page.getByRole("group", { name: "Browse by genre" });
  const firstFilm = page.locator(".movie-card").first();
  await expect(firstFilm).toBeVisible();
  const [rowBefore, filmBefore] = [await boxOf(row), await boxOf(firstFilm)];

  // At the start: more to the right, so the right end fades (over 3rem, 48 px) and the left does not.
  await expect.poll(() => fades(row)).toEqual({ start: 0, end: 48 });
  await scrollRow(row, 400);
  await expect.poll(() => fades(row)).toEqual({ start: 48, end: 48 });
  await scrollRow(row, "end");
  await expect.poll(() => fades(row)).toEqual({ start: 48, end: 0 });
  // The last chip is then whole, inside the row (to the pixel: scroll positions are whole pixels,
  // chip widths are not, so the last one may end a fraction of a pixel past the edge).
  expect((await boxOf(row.getByRole("link").last())).right).toBeLessThan(rowBefore.right + 1);
  await scrollRow(row, 0);
  await expect.poll(() => fades(row)).toEqual({ start: 0, end: 48 });

  // The fade takes no room: nothing moved.
  expect(await boxOf(row)).toEqual(rowBefore);
  expect(await boxOf(firstFilm)).toEqual(filmBefore);

  // A chip reached with Tab is scrolled clear of the fade, not left half seen under it.
  await row.getByRole("link", { name: "All" }).focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press("Tab");
  expect((await boxOf(row.locator(":focus"))).right).toBeLessThanOrEqual(rowBefore.right - 48);
});

test("a row whose chips all fit does not fade", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto("/");
  const row = page.getByRole("group", { name: "Browse by genre" });
  await expect(row.getByRole("link").last()).toBeAttached();
  // A short row, as with a catalog of few genres: only "All" and two more.
  await row.evaluate((element) => Array.from(element.children).slice(3).forEach((chip) => ((chip as HTMLElement).style.display = "none")));
  await expect.poll(() => row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  // The fade follows the row's size once its observer has seen the change, a frame or more later.
  await expect.poll(() => fades(row)).toEqual({ start: 0, end: 0 });
});

test("a genre chip reached by Tab at the row's edge is brought clear of the row's fade; one pressed with a pointer is chosen where it is", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  // A tablet's width: the row scrolls sideways there (a wider screen wraps it).
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto("/");
  const row = page.getByRole("group", { name: "Browse by genre" });
  await row.getByRole("link", { name: "All" }).focus();
  const chips = await row.getByRole("link").count();
  for (let index = 1; index < chips; index++) {
    await page.keyboard.press("Tab");
    const focused = row.locator("a:focus");
    await expect(focused).toHaveCount(1);
    // The row fades over its last 3rem (48px) when there are more chips; a focused chip ends before the fade.
    await expect
      .poll(async () => {
        const [chip, box] = await Promise.all([focused.boundingBox(), row.boundingBox()]);
        // Whole pixels: the last chip, scrolled to the end, may sit half a pixel past it.
        return Math.round(chip!.x) >= Math.round(box!.x) && Math.round(chip!.x + chip!.width) <= Math.round(box!.x + box!.width) - (index < chips - 1 ? 40 : 0);
      })
      .toBe(true);
  }
  // A pointer's press on a chip half under the fade chooses that chip: the row does not move under it.
  await page.goto("/");
  const edge = (await row.boundingBox())!;
  const boxes = await row.getByRole("link").evaluateAll((links) => links.map((link) => ({ name: link.textContent ?? "", ...link.getBoundingClientRect().toJSON() }) as { name: string; x: number; width: number; y: number; height: number }));
  const underFade = boxes.find((box) => box.x < edge.x + edge.width - 30 && box.x + box.width > edge.x + edge.width - 48)!;
  expect(underFade, "a chip half under the row's fade").toBeDefined();
  // Pressed where it shows (a locator's click would first scroll it into sight itself).
  await page.mouse.click(underFade.x + 10, underFade.y + underFade.height / 2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${underFade.name} movies`);
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
});

test("a wide screen shows every genre chip, the row wrapped, unfaded and not scrolled", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const row = page.getByRole("group", { name: "Browse by genre" });
  await expect(row.getByRole("link").last()).toBeAttached();
  expect(await row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  await expect.poll(() => fades(row)).toEqual({ start: 0, end: 0 });
  for (const chip of await row.getByRole("link").all()) await expect(chip).toBeInViewport({ ratio: 1 });
});

test("a page opened on a genre whose chip would sit under the row's fade brings it clear of the fade", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  const row = page.getByRole("group", { name: "Browse by genre" });
  // Each genre in turn: whichever chips sit under the fade at the row's start position are covered.
  await page.goto("/");
  const names = (await row.getByRole("link").allTextContents()).slice(1);
  const ids = await page.request.get("/3/genre/movie/list?api_key=movieapp-local-catalog").then(async (answer) => ((await answer.json()) as { genres: Array<{ id: number; name: string }> }).genres);
  for (const name of names) {
    await page.goto(`/?genre=${ids.find((genre) => genre.name === name)!.id}`);
    const chosen = row.getByRole("link", { name, exact: true });
    await expect(chosen).toHaveAttribute("aria-current", "page");
    // Read once the row's fades have followed its scroll (a frame later).
    await row.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    const [chip, box] = [await boxOf(chosen), await boxOf(row)];
    // Clear of the 3rem (48 px) fade at each end the row fades at (where chips are out of sight).
    const fading = await fades(row);
    expect(chip.left, name).toBeGreaterThanOrEqual(box.left + fading.start - 1);
    expect(chip.right, name).toBeLessThanOrEqual(box.right - fading.end + 1);
  }
});

