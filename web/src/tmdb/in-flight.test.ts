import { describe, expect, it } from "vitest";
import { InFlight } from "./in-flight";

describe("requests in flight", () => {
  it("are shared by key while on their way, then sent afresh", async () => {
    const inFlight = new InFlight();
    let sent = 0;
    const request = () => new Promise<number>((resolve) => setTimeout(() => resolve(++sent), 5));
    const [a, b] = await Promise.all([inFlight.run("popular-movies-page-1", request), inFlight.run("popular-movies-page-1", request)]);
    expect([a, b, sent]).toEqual([1, 1, 1]);
    await expect(inFlight.run("popular-movies-page-1", request)).resolves.toBe(2);
  });

  it("keep different keys apart and forget a failure", async () => {
    const inFlight = new InFlight();
    await expect(inFlight.run("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(inFlight.run("a", () => Promise.resolve("up"))).resolves.toBe("up");
    await expect(Promise.all([inFlight.run("a", () => Promise.resolve(1)), inFlight.run("b", () => Promise.resolve(2))])).resolves.toEqual([1, 2]);
  });
});
