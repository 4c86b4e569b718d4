import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination-controls";

describe("pageWindow", () => {
  it("shows the first and last pages and two either side of the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 240)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 240]);
    expect(pageWindow(3, 240)).toEqual([1, 2, 3, 4, 5, "gap", 240]);
  });
});
