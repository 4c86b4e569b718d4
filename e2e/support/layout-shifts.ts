import type { Page } from "@playwright/test";

/** Starts counting the page's layout shifts not caused by the person (CLS's), from before its first paint: call before `goto`. */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    // What moved, for a failure's message: each shift's elements, as tag.class, and when.
    const moved: string[] = [];
    Object.assign(window, { layoutShifts: shifts, layoutShiftSources: moved });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        const nodes = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join(".")}` : (node?.nodeName ?? "?")));
        moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** How far the page has moved so far: the sum of the layout shifts counted since `countLayoutShifts`. */
export const layoutShifted = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));

/** What moved so far, each shift's value, time and elements: said in a failure's message, to find the cause of a rare shift. */
export const layoutShiftSources = (page: Page) => page.evaluate(() => (window as unknown as { layoutShiftSources: string[] }).layoutShiftSources.join("; "));
