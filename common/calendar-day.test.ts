import { describe, expect, it } from "vitest";
import { isCalendarDay, isDayShaped } from "./calendar-day";

describe("calendar days", () => {
  it("takes days the calendar has, leap days included", () => {
    expect(isCalendarDay("2024-05-01")).toBe(true);
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("1895-12-28")).toBe(true);
  });

  it("refuses days the calendar does not have, though they are written the right way", () => {
    expect(isDayShaped("2023-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2024-13-01")).toBe(false);
    expect(isCalendarDay("2024-04-31")).toBe(false);
    expect(isCalendarDay("2024-00-10")).toBe(false);
  });

  it("refuses other ways of writing a day", () => {
    for (const text of ["2024-5-1", "01-05-2024", "2024/05/01", " 2024-05-01", "2024-05-01T00:00:00Z", "", "20240501"]) {
      expect(isDayShaped(text), text).toBe(false);
      expect(isCalendarDay(text), text).toBe(false);
    }
  });
});
