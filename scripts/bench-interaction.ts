// How quickly the app answers a person, measured in Debian's Chromium at 4× CPU slowdown (the
// slowdown Lighthouse's mobile runs use): a click on a film's card until its details are painted,
// a change of page until the new page is painted, and the worst input delay while typing a search
// (Event Timing, the measure behind INP). Part of `npm run bench:web`; figures only.
import { chromium, type Page } from "@playwright/test";

export interface InteractionFigures {
  /** Click on a card until the film's details are painted, median of the films tried. */
  cardToDetailsMs: number;
  /** Click on "Next →" until the next page of films is painted, median. */
  nextPageMs: number;
  /** Click on one of home's list tabs (Popular ⇄ Top rated) until that list is painted, median. */
  listChangeMs: number;
  /** The slowest keystroke while typing a search, from the key to the next paint (INP with under 50 interactions). */
  searchTypingInpMs: number;
  /** The lowest and highest of each click's tries: a budget missed by less than this spread may pass on the next run. */
  clickRangesMs: Record<"cardToDetails" | "nextPage" | "listChange", [number, number]>;
}

const CPU_SLOWDOWN = 4;
const TRIES = 5;
/** A `Cookie` header's pairs as cookies a browser keeps for `base`: the benchmark's signed-in visitor. */
export const cookiesFor = (cookie: string, base: string) =>
  cookie.split("; ").map((pair) => {
    const [name = "", ...rest] = pair.split("=");
    return { name, value: rest.join("="), url: base };
  });
export const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Every interaction's Event Timing entry, kept from the page's start (installed before any script). */
function recordInteractions() {
  const seen: Array<{ name: string; duration: number }> = [];
  Object.assign(window, { benchInteractions: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

type BenchWindow = Window & { benchClickAt?: number; benchPaintedAt?: number };

/** How long a person's pointer rests on what they are about to click (the app counts 60 ms as intent). */
const POINTER_REST_MS = 300;

/**
 * Clicks `target`, as a person does (the pointer rests on it first), and answers the milliseconds
 * from the click until `painted` (a JavaScript expression, evaluated in the page) holds on screen:
 * the condition is checked at each animation frame, and the frame that shows it has been drawn
 * once the task after that frame's callbacks runs (so a figure errs late by at most a frame).
 */
async function clickUntilPainted(page: Page, target: string, painted: string): Promise<number> {
  await page.evaluate(() => {
    const state = window as BenchWindow;
    delete state.benchClickAt;
    delete state.benchPaintedAt;
    document.addEventListener("click", () => (state.benchClickAt = performance.now()), { capture: true, once: true });
  });
  await page.hover(target);
  await page.waitForTimeout(POINTER_REST_MS);
  await page.click(target);
  await page.waitForFunction(
    (condition) => {
      const state = window as BenchWindow;
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the condition is this script's own, sent as text: a page cannot be handed a function
      if (state.benchClickAt === undefined || !(new Function(`return (${condition})`) as () => boolean)()) return false;
      setTimeout(() => (state.benchPaintedAt = performance.now()));
      return true;
    },
    painted,
    { polling: "raf" },
  );
  return page.evaluate(async () => {
    const state = window as BenchWindow;
    while (state.benchPaintedAt === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    return state.benchPaintedAt - state.benchClickAt!;
  });
}

async function startedAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-app-started]");
}

export async function measureInteractions(base: string, cookie: string): Promise<InteractionFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    // bypassCSP: the measuring conditions are evaluated in the page, which the app's policy forbids.
    const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: false, bypassCSP: true });
    // The signed-in visitor's session, as the browser would keep it.
    await context.addCookies(cookiesFor(cookie, base));
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    // A film's card, clicked.
    const cardToDetails: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      await startedAt(page, "/");
      const card = `.movie-card:nth-child(${i + 2}) .movie-card__link`;
      const title = (await page.textContent(`${card} .movie-card__title`)) ?? "";
      cardToDetails.push(await clickUntilPainted(page, card, `document.querySelector("main.movie-details h1")?.textContent?.startsWith(${JSON.stringify(`${title} `)}) === true`));
    }

    // The next page of Popular: its first film differs from this page's.
    const nextPage: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      await startedAt(page, `/?page=${i + 1}`);
      const first = (await page.textContent(".movie-card .movie-card__title")) ?? "";
      nextPage.push(await clickUntilPainted(page, ".pagination__step:last-of-type", `location.search.includes("page=${i + 2}") && document.querySelector(".movie-card .movie-card__title")?.textContent !== ${JSON.stringify(first)}`));
    }

    // Between home's lists: Popular → Top rated (another list, its films unseen yet), and back.
    const listChange: number[] = [];
    const shown = (heading: string) => `document.querySelector("main h1")?.textContent === "${heading}" && document.querySelector("main .movie-card") !== null && !document.querySelector(".movie-card--skeleton")`;
    await startedAt(page, "/");
    for (let i = 0; i < TRIES; i++) {
      listChange.push(await clickUntilPainted(page, '.list-tabs a[href="/?list=top_rated"]', shown("Top rated movies")));
      listChange.push(await clickUntilPainted(page, '.list-tabs a[href="/"]', shown("Popular movies")));
    }

    // A search typed at a brisk pace into the header's box; suggestions come and go meanwhile.
    // Only the keystrokes count: the interactions so far (opening the menu too) are forgotten first.
    await startedAt(page, "/");
    // On a phone the search box is in the header's menu.
    await page.click(".app-header__menu-toggle");
    await page.click("#mobile-search");
    await page.evaluate(() => ((window as unknown as { benchInteractions: unknown[] }).benchInteractions.length = 0));
    await page.keyboard.type("the godfather", { delay: 120 });
    await page.waitForTimeout(1_000);
    const typed = await page.evaluate(() => (window as unknown as { benchInteractions: Array<{ duration: number }> }).benchInteractions.map((entry) => entry.duration));

    return {
      cardToDetailsMs: median(cardToDetails),
      nextPageMs: median(nextPage),
      listChangeMs: median(listChange),
      searchTypingInpMs: typed.length ? Math.max(...typed) : 0,
      clickRangesMs: { cardToDetails: range(cardToDetails), nextPage: range(nextPage), listChange: range(listChange) },
    };
  } finally {
    await browser.close();
  }
}
