import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page";
import { usePageCodeStore } from "./page-code-store";

const Film = () => <h1>The Godfather</h1>;

describe("a page whose code loads on demand", () => {
  it("fetches its code quietly on intent, once, and renders from it without fetching again", async () => {
    let arrive: (module: { default: typeof Film }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Film }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load, (module) => module.default);
    Page.preload();
    Page.preload();
    // Nobody waits yet: the navigation's progress bar is not shown.
    expect(usePageCodeStore.getState().loading).toBe(0);
    render(
      <Suspense fallback={<p>Loading page...</p>}>
        <Page />
      </Suspense>,
    );
    // Now someone does, and it is the same fetch.
    expect(usePageCodeStore.getState().loading).toBe(1);
    arrive({ default: Film });
    expect(await screen.findByRole("heading", { name: "The Godfather" })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(usePageCodeStore.getState().loading).toBe(0);
  });

  it("fetches again after a quiet fetch failed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: Film });
    const Page = lazyPage(load, (module: { default: typeof Film }) => module.default);
    vi.useFakeTimers();
    try {
      Page.preload();
      // Tried, and retried once after a second (the rule for every page's code).
      await vi.advanceTimersByTimeAsync(1_000);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
    await Page.load();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
