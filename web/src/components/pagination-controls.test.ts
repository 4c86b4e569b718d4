import { describe, expect, it } from "vitest";
import { pageBarItems } from "./pagination-controls";

type Place = number | "…";

/** What a screen shows of the bar's places: wide screens hide the phone's own gaps, phones the pages they leave out. */
function shown(current: number, total: number, screen: "wide" | "phone"): Place[] {
  return pageBarItems(current, total).flatMap((item): Place[] => {
    if ("gap" in item) return screen === "phone" || item.onWideScreens ? ["…"] : [];
    return screen === "wide" || item.onPhones ? [item.page] : [];
  });
}

describe("pageBarItems", () => {
  it("shows the first and last pages and two either side of the current one on wide screens", () => {
    expect(shown(1, 3, "wide")).toEqual([1, 2, 3]);
    expect(shown(10, 240, "wide")).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 240]);
    expect(shown(3, 240, "wide")).toEqual([1, 2, 3, 4, 5, "…", 240]);
  });

  it("shows one page either side of the current one on phones", () => {
    expect(shown(10, 240, "phone")).toEqual([1, "…", 9, 10, 11, "…", 240]);
    expect(shown(5, 240, "phone")).toEqual([1, "…", 4, 5, 6, "…", 240]);
    expect(shown(237, 240, "phone")).toEqual([1, "…", 236, 237, 238, 239, 240]);
    expect(shown(1, 3, "phone")).toEqual([1, 2, 3]);
    expect(shown(1, 5, "phone")).toEqual([1, 2, "…", 5]);
  });

  it("shows the page a gap would stand for alone, rather than “…”", () => {
    expect(shown(5, 240, "wide")).toEqual([1, 2, 3, 4, 5, 6, 7, "…", 240]);
    expect(shown(1, 5, "wide")).toEqual([1, 2, 3, 4, 5]);
    expect(shown(236, 240, "wide")).toEqual([1, "…", 234, 235, 236, 237, 238, 239, 240]);
    expect(shown(4, 240, "phone")).toEqual([1, 2, 3, 4, 5, "…", 240]);
  });

  it("gives every screen an ordered bar whose gaps each stand for two pages or more, with the current page and its neighbours", () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        for (const screen of ["wide", "phone"] as const) {
          const places = shown(current, total, screen);
          const context = `page ${current} of ${total} on ${screen}`;
          expect(places[0], context).toBe(1);
          expect(places.at(-1), context).toBe(total);
          // A phone's line holds seven places at 320 px (two steps beside them); a wide screen's nine.
          expect(places.length, context).toBeLessThanOrEqual(screen === "phone" ? 7 : 9);
          const around = screen === "phone" ? 1 : 2;
          for (let page = Math.max(1, current - around); page <= Math.min(total, current + around); page++) expect(places, context).toContain(page);
          places.forEach((place, i) => {
            if (place === "…") {
              const before = places[i - 1];
              const after = places[i + 1];
              expect(typeof before === "number" && typeof after === "number" && after - before >= 3, context).toBe(true);
            } else if (i > 0 && places[i - 1] !== "…") {
              expect(place, context).toBe((places[i - 1] as number) + 1);
            }
          });
        }
      }
    }
  });
});
