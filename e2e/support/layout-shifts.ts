import type { Page } from "@playwright/test";

/** Starts counting the page's layout shifts not caused by the person (CLS's), from before its first paint: call before `goto`. */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** How far the page has moved so far: the sum of the layout shifts counted since `countLayoutShifts`. */
export const layoutShifted = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
