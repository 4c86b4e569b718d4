import type { APIRequestContext, Page, Request } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { countLayoutShifts, layoutShifted, layoutShiftSources } from "./support/layout-shifts";
import { markSeen, rateFilm, sampleFilms } from "./support/lists";

/**
 * A film's rating on its page, as a person uses it: targets big enough to tap (WCAG 2.2's 24 × 24
 * px minimum) on phones and desktops without the page moving when the lists section arrives; the
 * keyboard (arrows, Home, End) with each step shown at once and one request for the rating the
 * person settles on; nothing lost when the person leaves right after choosing.
 */

const [godfather] = sampleFilms();
const stars = (page: Page) => page.getByRole("radiogroup", { name: "Your rating" });
const score = (page: Page) => page.locator(".your-rating__score");

/**
 * The ratings sent to the server from now on (null: cleared): as the server answered them, or with
 * "asked", as each left the page, before any answer.
 */
function ratingsSent(page: Page, when: "answered" | "asked" = "answered") {
  const sent: Array<number | null> = [];
  const record = (request: Request) => {
    if (!/\/api\/me\/lists\/ratings\/\d+$/.test(new URL(request.url()).pathname)) return;
    sent.push(request.method() === "PUT" ? (request.postDataJSON() as { rating: number }).rating : null);
  };
  if (when === "asked") page.on("request", record);
  else page.on("response", (response) => record(response.request()));
  return sent;
}

/**
 * After a key: the score reads `shown`, and the radio checked is the one focused, named `shown`.
 * Looked at in one round trip to the page, polled on real time (the page's own clock and frames
 * stand still while the test holds them).
 */
async function expectKeyedTo(page: Page, key: string, shown: string): Promise<void> {
  const reached = await page
    .waitForFunction(
      (wanted) => {
        const checked = document.querySelector<HTMLInputElement>('.your-rating input[type="radio"]:checked');
        const name = checked?.labels?.[0]?.querySelector(".visually-hidden:not(input)")?.textContent;
        return document.querySelector(".your-rating__score")?.textContent === wanted && name === wanted && checked === document.activeElement;
      },
      shown,
      { timeout: 5_000, polling: 20 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(reached, `after ${key}: the score, the radio checked and the focus all at ${shown}`).toBe(true);
}

/**
 * Stops the page's clock (installed before the page loaded) a little ahead of now: the page's time
 * runs on while the test asks for it, and the clock cannot be moved back.
 */
const pauseClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);

/** The film's rating as the server keeps it for the person signed in. */
const keptRating = async (request: APIRequestContext) => ((await (await request.get(`/api/me/films?ids=${godfather!.id}`)).json()) as { films: Array<{ rating: number | null }> }).films[0]!.rating;

for (const width of [320, 390, 700, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("each half star and the clear button are at least 24 × 24 px, the stars stay on one line, and the page does not move when they and the viewings arrive", async ({ page, baseURL }) => {
      await signUpViaApi(page, baseURL!);
      // The longest score there is ("4.5 stars (9/10)"), so the widest the rating gets, and the
      // longest line of viewings (a film seen more than once).
      await rateFilm(page, baseURL!, godfather!, 4.5);
      for (const day of ["2019-06-30", "2024-12-25"]) await markSeen(page, baseURL!, godfather!, day);
      await countLayoutShifts(page);
      await page.goto(`/movie/${godfather!.id}`);
      await expect(score(page)).toHaveText("4.5 stars (9/10)");
      await expect(page.getByRole("radio", { name: "4.5 stars (9/10)" })).toBeChecked();
      await expect(page.getByText("Seen 2 times, last 25 December 2024")).toBeVisible();

      // A half star's target is its label: clicking anywhere on it picks that step.
      const targets = await stars(page).locator("label").evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
      expect(targets).toHaveLength(10);
      for (const [i, target] of targets.entries()) {
        expect(target.width, `half star ${i + 1} wide enough`).toBeGreaterThanOrEqual(24);
        expect(target.height, `half star ${i + 1} tall enough`).toBeGreaterThanOrEqual(24);
        expect(target.top, `half star ${i + 1} on the first one's line`).toBe(targets[0]!.top);
        if (i > 0) expect(target.left, `half star ${i + 1} after the one before`).toBeGreaterThanOrEqual(targets[i - 1]!.right);
      }
      const clear = (await page.getByRole("button", { name: "Clear rating" }).boundingBox())!;
      expect(Math.min(clear.width, clear.height), "the clear button big enough").toBeGreaterThanOrEqual(24);
      expect(clear.x + clear.width, "the clear button inside the window").toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), "no sideways scrolling").toBeLessThanOrEqual(0);
      expect(await layoutShifted(page), `layout shift: ${await layoutShiftSources(page)}`).toBe(0);
    });
  });
}

test("the rating follows every key at once and sends one request, for the rating the person settles on; it is cleared from the keyboard too", async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  // The page's clock is the test's: a rating goes RATING_SETTLE_MS (800 ms) after the last choice,
  // and the keys below must all come within it however busy the machine is; so the clock stands
  // still while they are pressed, and the test moves it on.
  await page.clock.install();
  await page.goto(`/movie/${godfather!.id}`);
  const sent = ratingsSent(page);
  const asked = ratingsSent(page, "asked");
  await page.getByRole("button", { name: "Favourite", exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: "0.5 stars (1/10)" })).toBeFocused();
  await pauseClock(page);
  for (const [key, shown] of [
    ["ArrowRight", "1 star (2/10)"],
    ["ArrowRight", "1.5 stars (3/10)"],
    ["ArrowRight", "2 stars (4/10)"],
    ["End", "5 stars (10/10)"],
    // The arrows stop at either end of the scale rather than going round.
    ["ArrowRight", "5 stars (10/10)"],
    ["ArrowDown", "5 stars (10/10)"],
    ["ArrowLeft", "4.5 stars (9/10)"],
    ["Home", "0.5 stars (1/10)"],
    ["ArrowLeft", "0.5 stars (1/10)"],
    ["ArrowRight", "1 star (2/10)"],
    ["ArrowUp", "0.5 stars (1/10)"],
    ["ArrowUp", "0.5 stars (1/10)"],
    ["ArrowDown", "1 star (2/10)"],
    ["ArrowDown", "1.5 stars (3/10)"],
  ] as const) {
    await page.keyboard.press(key);
    await expectKeyedTo(page, key, shown);
  }
  await expect(page.getByRole("radio", { name: "1.5 stars (3/10)" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "1.5 stars (3/10)" })).toBeFocused();
  // Not before the pause is over, then once, for the last choice.
  await page.clock.runFor(799);
  expect(await keptRating(page.request)).toBeNull();
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => sent).toEqual([1.5]);
  // And nothing more once the person has paused.
  await page.clock.runFor(1_500);
  expect(await keptRating(page.request)).toBe(1.5);
  expect(sent).toEqual([1.5]);
  await page.clock.resume();

  await page.keyboard.press("Tab");
  const clear = page.getByRole("button", { name: "Clear rating" });
  await expect(clear).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(score(page)).toHaveText("Not rated");
  await expect(clear).toBeFocused();
  await expect.poll(() => sent).toEqual([1.5, null]);
  expect(await keptRating(page.request)).toBeNull();
});

test("a rating chosen just before leaving the film's page is kept, whether the person follows a link or the page is closed", async ({ page, context, baseURL }) => {
  await signUpViaApi(page, baseURL!);
  await page.goto(`/movie/${godfather!.id}`);
  await page.getByRole("radio", { name: "3 stars (6/10)" }).locator("..").click();
  await page.keyboard.press("ArrowRight");
  await expect(score(page)).toHaveText("3.5 stars (7/10)");
  // Straight to another of the app's pages, before the pause that would send it.
  await page.getByRole("link", { name: "MovieApp" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptRating(page.request), { timeout: 3_000 }).toBe(3.5);

  await page.goBack();
  await expect(page.getByRole("radio", { name: "3.5 stars (7/10)" })).toBeChecked();
  await page.getByRole("radio", { name: "3.5 stars (7/10)" }).focus();
  await page.keyboard.press("End");
  await expect(score(page)).toHaveText("5 stars (10/10)");
  // The page is closed before the pause is over.
  await page.close();
  await expect.poll(() => keptRating(context.request), { timeout: 3_000 }).toBe(5);
});

test.describe("when the server refuses a rating", () => {
  test.use({ fault: "path=/api/me/lists/ratings/*; status=500", expectedConsoleErrors: /status of 500/ });

  test("the stars go back to what the server kept, and a toast says what failed", async ({ page, baseURL }) => {
    await signUpViaApi(page, baseURL!);
    // The click and the key come within the 800 ms before a rating is sent, on the test's clock.
    await page.clock.install();
    await page.goto(`/movie/${godfather!.id}`);
    const sent = ratingsSent(page);
    await expect(page.getByRole("radio", { name: "2 stars (4/10)" })).toBeEnabled();
    await pauseClock(page);
    await page.getByRole("radio", { name: "2 stars (4/10)" }).locator("..").click();
    await page.keyboard.press("ArrowRight");
    await expect(score(page)).toHaveText("2.5 stars (5/10)");
    await page.clock.resume();
    await expect(page.getByRole("alert").filter({ hasText: `Couldn’t rate ${godfather!.title}` })).toContainText("Injected failure 500.");
    await expect(score(page)).toHaveText("Not rated");
    await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(sent).toEqual([2.5]);
  });
});
