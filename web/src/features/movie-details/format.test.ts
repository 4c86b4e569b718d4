import { describe, expect, it } from "vitest";
import { formatMoney, formatRuntime, languageName, yearOf } from "./format";

describe("details formatting", () => {
  it("formats runtime, money, languages and years", () => {
    expect(formatRuntime(175)).toBe("2h 55m");
    expect(formatRuntime(45)).toBe("45m");
    expect(formatRuntime(null)).toBeNull();
    expect(formatMoney(6000000)).toBe("$6,000,000");
    expect(formatMoney(0)).toBeNull();
    expect(languageName("ko")).toBe("Korean");
    expect(yearOf("1972-03-14")).toBe("1972");
    expect(yearOf("")).toBe("");
  });
});
