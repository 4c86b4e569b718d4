import { describe, expect, it } from "vitest";
import { releaseWindows } from "./release-windows";

/** `count` films, one every `stepDays` days, the latest on 2016-12-31. */
function dates(count: number, stepDays = 1): string[] {
  const last = Date.parse("2016-12-31T00:00:00Z");
  return Array.from({ length: count }, (_, i) => new Date(last - i * stepDays * 86_400_000).toISOString().slice(0, 10));
}

describe("releaseWindows: now playing and upcoming relative to the catalog's own date", () => {
  it("puts the latest 1 % of dated films in upcoming and twice as many before them in now playing", () => {
    // 1,000 films: upcoming the latest 10, today the 11th latest's date, now playing the 20 before upcoming.
    const windows = releaseWindows(dates(1000), "2030-01-01");
    expect(windows).toEqual({
      today: "2016-12-21",
      upcoming: { minimum: "2016-12-22", maximum: "2016-12-31" },
      nowPlaying: { minimum: "2016-12-02", maximum: "2016-12-21" },
    });
  });

  it("keeps upcoming to at most one page and at least one film", () => {
    expect(releaseWindows(dates(10_000), "2030-01-01").upcoming).toEqual({ minimum: "2016-12-12", maximum: "2016-12-31" });
    expect(releaseWindows(dates(10_000), "2030-01-01").nowPlaying).toEqual({ minimum: "2016-11-02", maximum: "2016-12-11" });
    expect(releaseWindows(dates(12, 30), "2030-01-01")).toEqual({
      today: "2016-12-01",
      upcoming: { minimum: "2016-12-02", maximum: "2016-12-31" },
      nowPlaying: { minimum: "2016-11-01", maximum: "2016-12-01" },
    });
  });

  it("is driven by films, not spans of days, so a sparse catalog still fills both lists", () => {
    const sparse = ["2023-07-21", "2022-05-27", "2022-03-25", "2021-09-15", "2019-05-30", "2018-12-14", ...dates(300, 7)];
    // 306 films: upcoming the latest 4 (2021 to 2023), now playing the 8 before them (2016 to 2019).
    const windows = releaseWindows(sparse, "2030-01-01");
    expect(windows.upcoming).toEqual({ minimum: "2019-05-31", maximum: "2023-07-21" });
    expect(windows.nowPlaying).toEqual({ minimum: "2016-11-26", maximum: "2019-05-30" });
  });

  it("keeps films sharing a boundary date on one side, and ignores films without a date", () => {
    const windows = releaseWindows(["2001-01-01", "2000-06-01", "2000-06-01", "2000-01-01", "", "2000"], "2030-01-01");
    expect(windows.today).toBe("2000-06-01");
    expect(windows.upcoming).toEqual({ minimum: "2000-06-02", maximum: "2001-01-01" });
    expect(windows.nowPlaying).toEqual({ minimum: "2000-06-01", maximum: "2000-06-01" });
  });

  it("takes the day the catalog was built as today when no film has a date, and a lone film as upcoming", () => {
    expect(releaseWindows(["", ""], "2026-11-22")).toEqual({
      today: "2026-11-22",
      nowPlaying: { minimum: "2026-11-22", maximum: "2026-11-22" },
      upcoming: { minimum: "2026-11-23", maximum: "2026-11-23" },
    });
    expect(releaseWindows(["1999-03-01"], "2026-11-22")).toEqual({
      today: "1999-02-28",
      nowPlaying: { minimum: "1999-02-28", maximum: "1999-02-28" },
      upcoming: { minimum: "1999-03-01", maximum: "1999-03-01" },
    });
  });
});
