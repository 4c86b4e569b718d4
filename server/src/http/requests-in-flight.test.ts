import { describe, expect, it } from "vitest";
import { RequestsInFlight } from "./requests-in-flight";

describe("RequestsInFlight", () => {
  it("is settled at once with none running, and as soon as the last one ends", async () => {
    const requests = new RequestsInFlight();
    await expect(requests.settled(1_000)).resolves.toBe(true);
    requests.begin();
    requests.begin();
    const settled = requests.settled(5_000);
    requests.end();
    expect(requests.size).toBe(1);
    setTimeout(() => requests.end(), 20);
    await expect(settled).resolves.toBe(true);
  });

  it("stops waiting after its time with a request still running", async () => {
    const requests = new RequestsInFlight();
    requests.begin();
    const started = Date.now();
    await expect(requests.settled(50)).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
