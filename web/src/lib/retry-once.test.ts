import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryOnce } from "./retry-once";

describe("retryOnce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("returns the first success without waiting", async () => {
    const load = vi.fn().mockResolvedValue("page");
    await expect(retryOnce(load)).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("retries once, exactly one second after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue("page");
    const result = retryOnce(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("page");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up after the second failure", async () => {
    const load = vi.fn().mockRejectedValue(new Error("offline"));
    const result = retryOnce(load);
    const assertion = expect(result).rejects.toThrow("offline");
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries again the way it is told, with the first failure", async () => {
    const failure = new Error("chunk failed");
    const load = vi.fn().mockRejectedValue(failure);
    const again = vi.fn().mockResolvedValue("page, fetched afresh");
    const result = retryOnce(load, 1000, again);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe("page, fetched afresh");
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).toHaveBeenCalledWith(failure);
  });
});
