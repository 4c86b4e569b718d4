import { describe, expect, it } from "vitest";
import { longDate, monthOfYear } from "./long-date";

describe("longDate", () => {
  it("writes a day out in words, and leaves what is not a day as it is", () => {
    expect(longDate("1963-12-18")).toBe("18 December 1963");
    expect(longDate("2024-01-02")).toBe("2 January 2024");
    expect(longDate("")).toBe("");
    expect(longDate("2024")).toBe("2024");
    expect(longDate("2024-13-01")).toBe("2024-13-01");
  });
});

describe("monthOfYear", () => {
  it("names the month a day is in, and leaves what is not a day as it is", () => {
    expect(monthOfYear("1963-12-18")).toBe("December 1963");
    expect(monthOfYear("2024-01-02")).toBe("January 2024");
    expect(monthOfYear("2024")).toBe("2024");
    expect(monthOfYear("2024-13-01")).toBe("2024-13-01");
  });
});
