import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastUndoable, UNDO_TOAST_MS, useToastStore } from "./toast-store";

describe("toasts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("enter after 10 ms, leave after their duration (default 5000 ms) with a 300 ms slide-out", () => {
    const id = useToastStore.getState().addToast({ type: "success", title: "Saved" });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, entered: false, duration: 5000, dismissible: true });
    vi.advanceTimersByTime(10);
    expect(useToastStore.getState().toasts[0]?.entered).toBe(true);
    vi.advanceTimersByTime(4990);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(299);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it("get random ids", () => {
    const a = useToastStore.getState().addToast({ type: "info", title: "A" });
    const b = useToastStore.getState().addToast({ type: "info", title: "B" });
    expect(a).not.toBe(b);
  });

  it("keep error toasts until dismissed", () => {
    const id = useToastStore.getState().addToast({ type: "error", title: "Server error", duration: 3000 });
    expect(useToastStore.getState().toasts[0]?.duration).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    useToastStore.getState().dismissToast(id);
    vi.advanceTimersByTime(300);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it("stand still while a person is on them, and run on for the time they had left once they leave", () => {
    const id = useToastStore.getState().addToast({ type: "info", title: "Saved" });
    vi.advanceTimersByTime(4000);
    useToastStore.getState().holdToast(id, true);
    vi.advanceTimersByTime(60_000);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(false);
    useToastStore.getState().holdToast(id, false);
    vi.advanceTimersByTime(999);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(true);
  });

  it("offer an undo for ten seconds, its action kept with the toast", () => {
    const undo = vi.fn();
    toastUndoable("Removed “Heat” from your watchlist", undo);
    const [toast] = useToastStore.getState().toasts;
    expect(toast).toMatchObject({ type: "success", title: "Removed “Heat” from your watchlist", duration: UNDO_TOAST_MS, action: { label: "Undo" } });
    toast!.action!.run();
    expect(undo).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(UNDO_TOAST_MS - 1);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts[0]?.leaving).toBe(true);
  });

  it("show at most three at once: a fourth makes the oldest leave", () => {
    const ids = ["One", "Two", "Three", "Four"].map((title) => useToastStore.getState().addToast({ type: "error", title }));
    vi.advanceTimersByTime(300);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(["Two", "Three", "Four"]);
    expect(ids).toHaveLength(4);
  });
});
