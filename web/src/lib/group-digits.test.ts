import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits";

describe("groupDigits", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 3252, 65535, 1234567, 245066411, 1e12, -4321, 999.5]) {
      expect(groupDigits(value)).toBe(Math.round(value).toLocaleString("en-US"));
    }
  });
});
