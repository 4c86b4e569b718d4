import type { Page } from "@playwright/test";

/**
 * Resizes the window, then waits two frames: the resize is laid out, then what reacts to it (the
 * genre row's fade) has drawn. The app's layouts follow the width through CSS alone, so a page
 * resized reaches what a page opened at that width shows (a person turning a phone reaches it too).
 */
export async function resizeTo(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
