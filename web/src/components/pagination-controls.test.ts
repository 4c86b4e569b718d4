import { describe, expect, it } from "vitest";
import { farOnPhones, pageWindow } from "./pagination-controls";

describe("pageWindow", () => {
  it("shows the first and last pages and two either side of the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 240)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 240]);
    expect(pageWindow(3, 240)).toEqual([1, 2, 3, 4, 5, "gap", 240]);
  });
});

describe("farOnPhones", () => {
  it("leaves out the pages two away from the current one, where a gap still shows that pages are missing", () => {
    const phone = (current: number, total: number) => pageWindow(current, total).filter((page) => page === "gap" || !farOnPhones(page, current, total));
    expect(phone(10, 240)).toEqual([1, "gap", 9, 10, 11, "gap", 240]);
    expect(phone(4, 240)).toEqual([1, 2, 3, 4, 5, "gap", 240]);
    expect(phone(5, 240)).toEqual([1, "gap", 4, 5, 6, "gap", 240]);
    expect(phone(237, 240)).toEqual([1, "gap", 236, 237, 238, 239, 240]);
    expect(phone(1, 3)).toEqual([1, 2, 3]);
    expect(phone(1, 5)).toEqual([1, 2, "gap", 5]);
  });
});
