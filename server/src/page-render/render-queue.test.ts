import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the render queue", () => {
  it("starts one render per turn of the event loop, so other work runs between them", async () => {
    const queue = createRenderQueue({ concurrency: 8, maxWaiting: 100 });
    const order: string[] = [];
    const renders = [1, 2, 3].map((n) => queue.run(() => (order.push(`render ${n}`), Promise.resolve(n)), Date.now() + 60_000));
    // Work arriving from a socket meanwhile (here, an immediate queued after the renders) is not kept waiting for all of them.
    setImmediate(() => order.push("other work"));
    await expect(Promise.all(renders)).resolves.toEqual([1, 2, 3]);
    expect(order.indexOf("other work")).toBeLessThan(order.indexOf("render 3"));
  });

  it("lets renders waiting on the network overlap, up to its concurrency", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 100 });
    const releases: Array<() => void> = [];
    const slow = () => new Promise<string>((resolve) => releases.push(() => resolve("done")));
    const three = [queue.run(slow, Date.now() + 60_000), queue.run(slow, Date.now() + 60_000), queue.run(slow, Date.now() + 60_000)];
    for (let i = 0; i < 5; i++) await turn();
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(1);
    releases.shift()!();
    for (let i = 0; i < 5; i++) await turn();
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    for (const release of releases) release();
    await expect(Promise.all(three)).resolves.toEqual(["done", "done", "done"]);
  });

  it("does not start a render whose deadline has passed, and refuses one when too many wait", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 2, now: () => 1_000 });
    let started = 0;
    const render = () => (started++, Promise.resolve("page"));
    const late = queue.run(render, 1_000);
    const onTime = queue.run(render, 5_000);
    await expect(queue.run(render, 5_000)).resolves.toBeNull();
    await expect(late).resolves.toBeNull();
    await expect(onTime).resolves.toBe("page");
    expect(started).toBe(1);
  });

  it("gives null for a render that fails", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
    await expect(queue.run(() => Promise.reject(new Error("broken")), Date.now() + 60_000)).resolves.toBeNull();
    await expect(queue.run(() => Promise.resolve("next"), Date.now() + 60_000)).resolves.toBe("next");
  });
});
