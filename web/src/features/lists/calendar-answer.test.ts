import { describe, expect, it } from "vitest";
import { splitReleases } from "./calendar-answer";

describe("a release calendar's two parts", () => {
  it("are the films out from today on, the soonest first, and those out before, the latest first", () => {
    const releases = [{ release_date: "1972-03-14" }, { release_date: "1997-11-18" }, { release_date: "2026-11-29" }, { release_date: "2027-05-01" }];
    expect(splitReleases(releases, "2026-11-29")).toEqual({
      coming: [{ release_date: "2026-11-29" }, { release_date: "2027-05-01" }],
      out: [{ release_date: "1997-11-18" }, { release_date: "1972-03-14" }],
    });
  });
});
