import type { Page } from "@playwright/test";

/**
 * Starts recording the page's layout shifts not caused by the person (CLS's), from before its
 * first paint: call before `goto`. Each is kept with its time and, for a failure's message, what
 * moved: each element as tag.class, from where to where.
 */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; at: number; moved: string }> = [];
    Object.assign(window, { layoutShiftsSeen: shifts });
    type Box = { x: number; y: number; width: number; height: number };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null; previousRect: Box; currentRect: Box }> };
    const box = ({ x, y, width, height }: Box) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join(".")}` : (node?.nodeName ?? "?");
          return `${name} (${box(previousRect)} → ${box(currentRect)})`;
        });
        shifts.push({ value: entry.value, at: entry.startTime, moved: nodes.join(", ") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The shifts that count, from the moment the page's HTML was all parsed (the navigation's
 * domInteractive). Before it, a busy machine's browser paints the document in the slices it has
 * parsed so far (a title before its year, a header before its last button), and what follows
 * appears in the order the HTML has it: that is the parser's progress, not the page moving, and
 * depends on the machine's load rather than on the page. Everything the page's scripts and data
 * bring comes after it.
 */
const countedShifts = (page: Page) =>
  page.evaluate(() => {
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0;
    const seen = (window as unknown as { layoutShiftsSeen: Array<{ value: number; at: number; moved: string }> }).layoutShiftsSeen;
    return { parsed, shifts: seen.map((shift) => ({ ...shift, counted: parsed === 0 || shift.at >= parsed })) };
  });

/** How far the page has moved since its HTML was parsed: the sum of those layout shifts. */
export const layoutShifted = async (page: Page) => (await countedShifts(page)).shifts.reduce((sum, { value, counted }) => (counted ? sum + value : sum), 0);

/** Every shift seen, with its value, time and elements, and when the HTML was parsed: said in a failure's message, to find the cause of a rare shift. */
export const layoutShiftSources = async (page: Page) => {
  const { parsed, shifts } = await countedShifts(page);
  const told = shifts.map(({ value, at, moved, counted }) => `${value.toFixed(4)} at ${Math.round(at)} ms${counted ? "" : " (while parsing, not counted)"}: ${moved}`);
  return [`HTML parsed at ${Math.round(parsed)} ms`, ...told].join("; ");
};
