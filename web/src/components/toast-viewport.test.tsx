import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_EXIT_MS, toastUndoable, useToastStore } from "../stores/toast-store";
import { ToastViewport } from "./toast-viewport";

describe("the toasts on screen", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("offer one Undo per change still undoable: a toast sliding out after its Undo is pressed is hidden and cannot be pressed again", () => {
    const undone: string[] = [];
    render(<ToastViewport />);
    act(() => void toastUndoable("Removed “Heat”", () => undone.push("Heat")));
    fireEvent.click(screen.getByRole("button", { name: "Undo: Removed “Heat”" }));
    expect(undone).toEqual(["Heat"]);
    act(() => void toastUndoable("Removed “Alien”", () => undone.push("Alien")));

    // The first toast is still sliding out, yet only the newer one's Undo is offered.
    expect(screen.getAllByRole("button", { name: /^Undo/ }).map((button) => button.getAttribute("aria-label"))).toEqual(["Undo: Removed “Alien”"]);
    const leaving = screen.getByText("Removed “Heat”").closest(".toast");
    expect(leaving?.classList.contains("toast--out")).toBe(true);
    expect(Array.from(leaving!.querySelectorAll("button"), (button) => button.disabled)).toEqual([true, true]);
    fireEvent.click(leaving!.querySelector(".toast__action")!);
    expect(undone).toEqual(["Heat"]);

    act(() => {
      vi.advanceTimersByTime(TOAST_EXIT_MS);
    });
    expect(screen.queryByText("Removed “Heat”")).toBeNull();
  });
});
