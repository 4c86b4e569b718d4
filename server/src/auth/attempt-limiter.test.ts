import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "./attempt-limiter";

describe("AttemptLimiter", () => {
  it("refuses the 4th attempt after 3 failures within 10 s, and only for that client", () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 10_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds("a")).toBe(0);
      limiter.record("a");
      now += 1000;
    }
    expect(limiter.retryAfterSeconds("a")).toBe(7);
    expect(limiter.retryAfterSeconds("b")).toBe(0);
    now = 10_001;
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });
});
