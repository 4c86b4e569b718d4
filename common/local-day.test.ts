import { describe, expect, it } from "vitest";
import { localDay } from "./local-day";

describe("localDay", () => {
  it("writes the day an instant falls on where the person is, as YYYY-MM-DD", () => {
    const lateEvening = new Date(2026, 10, 29, 23, 30);
    expect(localDay(lateEvening)).toBe("2026-11-29");
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });
});
