import type { Page } from "@playwright/test";
import { signUpViaApi } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/**
 * Every picture is sized for its box (ADR 034): its `srcset` offers sizes that the image host has,
 * its `sizes` gives the width the stylesheet really lays it out at on phones and desktops, and the
 * largest picture a page shows on its first screen loads at once (not lazily), preloaded from the
 * HTML's <head>. Pictures far from the screen are not fetched until the visitor comes near them.
 */

const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
];
const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

interface Picture {
  html: string;
  src: string;
  srcset: string;
  sizes: string;
  lazy: boolean;
  /** The width the browser lays the picture out at. */
  boxWidth: number;
  /** The width its `sizes` gives at this screen width. */
  sizesWidth: number;
  /** How much of it is on the first screen, in square pixels. */
  areaOnScreen: number;
  /** A <link rel="preload" as="image"> in <head> names its srcset. */
  preloaded: boolean;
  /** Its `fetchpriority`, if it has one. */
  priority: string | null;
}

/** Every <img> of the page as it is laid out at the current screen width. */
function picturesOf(page: Page): Promise<Picture[]> {
  return page.evaluate(() => {
    // `sizes` is read as the browser reads it: the first entry whose media condition matches, its
    // length measured on an element of that width.
    const probe = document.createElement("div");
    probe.style.cssText = "position: absolute; left: 0; top: 0; height: 0; visibility: hidden";
    document.body.append(probe);
    const widthFor = (sizes: string) => {
      for (const entry of sizes.split(/,(?![^(]*\))/)) {
        const parts = /^\s*(\(.*\))\s+(\S.*?)\s*$/.exec(entry);
        const [condition, length] = parts ? [parts[1]!, parts[2]!] : [null, entry.trim()];
        if (condition !== null && !matchMedia(condition).matches) continue;
        probe.style.width = length;
        return probe.getBoundingClientRect().width;
      }
      return Number.NaN;
    };
    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'), (link) => link.getAttribute("imagesrcset"));
    const pictures = Array.from(document.querySelectorAll("img"), (img) => {
      const box = img.getBoundingClientRect();
      const onScreenWidth = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
      const onScreenHeight = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      const srcset = img.getAttribute("srcset") ?? "";
      return {
        html: img.outerHTML.slice(0, 160),
        src: img.getAttribute("src") ?? "",
        srcset,
        sizes: img.getAttribute("sizes") ?? "",
        lazy: img.loading === "lazy",
        boxWidth: box.width,
        sizesWidth: widthFor(img.getAttribute("sizes") ?? ""),
        areaOnScreen: onScreenWidth * onScreenHeight,
        preloaded: srcset !== "" && preloads.includes(srcset),
        priority: img.getAttribute("fetchpriority"),
      };
    });
    probe.remove();
    return pictures;
  });
}

/** The element of the page's largest contentful paint, as the browser reports it: an image's srcset, or the tag of what else it was. */
function largestContentfulPaint(page: Page): Promise<{ tag: string; srcset: string | null; lazy: boolean } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element;
          resolve(element ? { tag: element.tagName, srcset: element.getAttribute("srcset"), lazy: element.getAttribute("loading") === "lazy" } : null);
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 3_000);
      }),
  );
}

/** A person's 45px portrait (about 3,000 square pixels) is small; a phone's poster is ten times that. */
const SMALL_PICTURE_AREA = 5_000;

const candidatesOf = (picture: Picture) => [picture.src, ...picture.srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!)];

/** Checks one page at phone and desktop widths, opened afresh at each of the two main ones. */
async function checkPage(page: Page, path: string, checked: Set<string>) {
  for (const [opened, alsoAt] of [[PHONES[1]!, PHONES[0]!], [DESKTOPS[0]!, DESKTOPS[1]!]] as const) {
    await page.setViewportSize(opened);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);

    const pictures = await picturesOf(page);
    expect(pictures.length, `${path}: pictures`).toBeGreaterThan(0);
    // The largest, and of pictures as large (within a percent: a picture still without its file may
    // be laid out a fraction of a pixel taller), the first: it is the one painted first.
    const largestArea = Math.max(...pictures.map((picture) => picture.areaOnScreen));
    const largest = pictures.find((picture) => picture.areaOnScreen >= largestArea * 0.99)!;
    expect(largest.areaOnScreen, `${path} at ${opened.width}px: a picture on the first screen`).toBeGreaterThan(0);
    expect(largest.lazy, `${path} at ${opened.width}px: the largest picture on the first screen waits to load: ${largest.html}`).toBe(false);
    const lcp = await largestContentfulPaint(page);
    if (lcp?.tag === "IMG") expect(lcp.lazy, `${path} at ${opened.width}px: the largest contentful paint is a lazy image`).toBe(false);
    // It is fetched first (preloaded), unless it is a small picture marked to come after the page's
    // larger content (a search's 45px portraits on a phone): then the largest paint is not a picture.
    if (largest.priority === "low") {
      expect(largest.areaOnScreen, `${path} at ${opened.width}px: a large picture is fetched last: ${largest.html}`).toBeLessThan(SMALL_PICTURE_AREA);
      expect(lcp?.tag, `${path} at ${opened.width}px: the largest paint is a picture fetched last: ${largest.html}`).not.toBe("IMG");
    } else {
      expect(largest.preloaded, `${path} at ${opened.width}px: the largest picture on the first screen is preloaded: ${largest.html}`).toBe(true);
    }
    expect(pictures.filter((picture) => picture.priority === "high").length, `${path} at ${opened.width}px: pictures fetched before all others`).toBeLessThanOrEqual(1);
    expect(pictures.filter((picture) => picture.priority === "low" && picture.preloaded).map((picture) => picture.html), `${path} at ${opened.width}px: pictures fetched last, preloaded`).toEqual([]);

    for (const screen of [opened, alsoAt]) {
      await page.setViewportSize(screen);
      // Every picture on the screen has its sources (those that waited get them as they come near).
      await expect
        .poll(() => picturesOf(page).then((all) => all.filter((picture) => picture.areaOnScreen > 0 && !picture.src).map((picture) => picture.html)), { message: `${path} at ${screen.width}px: pictures on screen without sources` })
        .toEqual([]);
      for (const picture of await picturesOf(page)) {
        // A picture far from the screen has no sources yet (it waits to come near): nothing to check.
        if (!picture.src) {
          expect(picture.lazy, `${path} at ${screen.width}px: a picture that does not wait has no sources: ${picture.html}`).toBe(true);
          continue;
        }
        expect(picture.srcset, `${path}: ${picture.html}`).toMatch(/^\S+ \d+w(, \S+ \d+w)+$/);
        expect(picture.sizes, `${path}: ${picture.html}`).not.toBe("");
        // A film's backdrop on a phone asks for TMDB's smallest on purpose (docs/decisions/045; checked below).
        if (picture.html.includes("details-hero__backdrop") && screen.width <= 640) continue;
        // Within a pixel: 2.8rem boxes are 44.8px.
        expect(Math.abs(picture.sizesWidth - picture.boxWidth), `${path} at ${screen.width}px: sizes "${picture.sizes}" gives ${picture.sizesWidth}px for a box ${picture.boxWidth}px wide: ${picture.html}`).toBeLessThanOrEqual(1);
      }
    }

    for (const url of pictures.flatMap(candidatesOf)) {
      if (checked.has(url)) continue;
      checked.add(url);
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
  }
}

test.beforeEach(async ({ page, baseURL }) => {
  await signUpViaApi(page, baseURL!);
});

const PAGES = [
  ["home", "/"],
  ["a film", "/movie/238"],
  ["a person", "/person/1776"],
  ["a search that finds films and people", "/search?q=hanks"],
  ["a collection", "/collection/263"],
] as const;

for (const [name, path] of PAGES) {
  test(`every picture of ${name} (${path}) is sized for its box, and the largest on the first screen loads at once`, async ({ page }) => {
    test.setTimeout(120_000);
    await checkPage(page, path, new Set());
  });
}

test("every poster of the home page's list view is sized for its box", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByTitle("List view").click();
  await expect(page.locator(".movie-card--list").first()).toBeVisible();
  await checkPage(page, "/", new Set());
  expect(await page.locator(".movie-card--list").count()).toBeGreaterThan(0);
});

test("every poster of a list page is sized for its box, and the largest on the first screen loads at once", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // Twelve popular films, with their posters, as a person's browser adds them from their cards.
  const popular = await page.request.get("/3/movie/popular?api_key=movieapp-local-catalog");
  const films = ((await popular.json()) as { results: Array<{ id: number; title: string; release_date: string; poster_path: string | null }> }).results.slice(0, 12);
  expect(films.every((film) => film.poster_path)).toBe(true);
  for (const film of films) {
    const added = await page.request.put(`/api/me/lists/watchlist/${film.id}`, {
      data: { title: film.title, year: film.release_date.slice(0, 4), poster_path: film.poster_path },
      headers: { Origin: baseURL! },
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  await checkPage(page, "/lists/watchlist", new Set());
});

test("a picture far below the first screen is not fetched until the visitor scrolls near it", async ({ page }) => {
  await page.setViewportSize(PHONES[1]!);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-app-started", "");
  const cards = page.locator(".movie-card");
  const last = cards.last().locator("img");
  const onFirstScreen = cards.first().locator("img");
  await expect(onFirstScreen).toHaveJSProperty("complete", true);
  expect(await onFirstScreen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The page is idle and the last card's poster (twenty cards down) has no source and was never asked for.
  await page.waitForLoadState("networkidle");
  expect(await last.getAttribute("src")).toBeNull();
  // Until then its box shows the card's placeholder, not the browser's broken-image sign.
  await expect(last).toHaveCSS("visibility", "hidden");
  const posters = fetched.filter((path) => path.includes("-poster"));
  expect(posters.length).toBeGreaterThan(0);
  expect(posters.length).toBeLessThan(await cards.count());
  // Scrolled near, it loads.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute("src", /-poster/);
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(last).toHaveCSS("visibility", "visible");
});

test("a film's backdrop is TMDB's smallest on a phone, where it is a wash of colour behind a tall hero, and sized for the window on a desktop, each file fetched once", async ({ page }) => {
  for (const [screen, size] of [[PHONES[1]!, "w300"], [DESKTOPS[0]!, "w1280"]] as const) {
    // A page of its own for each screen: a film's page left open while the window widens rightly fetches the wider file.
    const film = await page.context().newPage();
    await film.setViewportSize(screen);
    const asked: string[] = [];
    film.on("request", (request) => {
      if (request.url().includes("movie-238-backdrop")) asked.push(new URL(request.url()).pathname);
    });
    await film.goto("/movie/238");
    await film.waitForSelector("html[data-app-started]", { state: "attached" });
    await film.waitForLoadState("networkidle");
    expect(asked, `at ${screen.width}px`).toEqual([`/t/p/${size}/movie-238-backdrop.svg`]);
    await film.close();
  }
});
