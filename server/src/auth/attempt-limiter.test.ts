import { describe, expect, it } from "vitest";
import { admit, AttemptLimiter } from "./attempt-limiter";

describe("AttemptLimiter", () => {
  it("refuses the 4th attempt after 3 within 10 s, and only for that key", () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 10_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterSeconds("a")).toBe(0);
      limiter.count("a");
      now += 1000;
    }
    expect(limiter.retryAfterSeconds("a")).toBe(7);
    expect(limiter.retryAfterSeconds("b")).toBe(0);
    now = 10_001;
    expect(limiter.retryAfterSeconds("a")).toBe(0);
  });

  it("takes back a forgotten attempt, and only that one", () => {
    const limiter = new AttemptLimiter(2, 10_000, () => 0);
    const first = limiter.count("a");
    limiter.count("a");
    expect(limiter.retryAfterSeconds("a")).toBeGreaterThan(0);
    first.forget();
    first.forget();
    expect(limiter.retryAfterSeconds("a")).toBe(0);
    limiter.count("a");
    expect(limiter.retryAfterSeconds("a")).toBeGreaterThan(0);
  });
});

describe("admit", () => {
  it("counts an attempt against every limit, or against none when one of them is full", () => {
    const perAddress = new AttemptLimiter(3, 10_000, () => 0);
    const perAccount = new AttemptLimiter(3, 10_000, () => 0);
    const admitted = Array.from({ length: 40 }, () => admit([[perAddress, "203.0.113.7"], [perAccount, "ada@example.com"]]));
    expect(admitted.filter((a) => a.admitted)).toHaveLength(3);
    expect(admitted[3]).toEqual({ admitted: false, retryAfterSeconds: 10 });
    // The refused ones counted nowhere: another account from the same address is still refused
    // (the address is full), a fresh address for another account is not.
    expect(admit([[perAddress, "203.0.113.7"], [perAccount, "bob@example.com"]]).admitted).toBe(false);
    expect(admit([[perAddress, "198.51.100.4"], [perAccount, "bob@example.com"]]).admitted).toBe(true);
  });

  it("forgets an admitted attempt in every limit at once", () => {
    const a = new AttemptLimiter(1, 10_000, () => 0);
    const b = new AttemptLimiter(1, 10_000, () => 0);
    const first = admit([[a, "x"], [b, "y"]]);
    if (!first.admitted) throw new Error("the first attempt should be admitted");
    expect(admit([[a, "x"]]).admitted).toBe(false);
    first.attempt.forget();
    expect(admit([[a, "x"], [b, "y"]]).admitted).toBe(true);
  });
});
