import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";
import { GlobalErrorScreen } from "./global-error-screen";
import { LoadingOverlay } from "./loading-overlay";
import { PageSpinner } from "./page-spinner";

describe("shell components", () => {
  it("the page spinner is labelled 'Loading page...'", () => {
    render(<PageSpinner />);
    expect(screen.getByRole("status").textContent).toContain("Loading page...");
  });

  it("the loading overlay shows its message, or 'Loading...' when none", () => {
    const { rerender } = render(<LoadingOverlay visible message="Saving your list" />);
    expect(screen.getByRole("status").textContent).toContain("Saving your list");
    rerender(<LoadingOverlay visible />);
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    rerender(<LoadingOverlay visible={false} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("the global error screen has the spec's words and buttons", () => {
    const onTryAgain = vi.fn();
    render(<GlobalErrorScreen onTryAgain={onTryAgain} />);
    expect(screen.getByRole("heading").textContent).toContain("Something went wrong");
    expect(screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page or go back to the home page.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go Home" })).toBeTruthy();
  });

  it("a rendering failure shows the error screen, and 'Try Again' renders again", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      const [renders] = useState(() => 1);
      if (broken) throw new Error("render failed");
      return <p>rendered {renders}</p>;
    }
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading").textContent).toContain("Something went wrong");
    broken = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("rendered 1")).toBeTruthy();
    warn.mockRestore();
    error.mockRestore();
  });

  it("a new resetKey clears the error screen, and 'Try Again' calls onReset first", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = true;
    function Fragile({ label }: { label: string }) {
      if (broken) throw new Error("render failed");
      return <p>{label}</p>;
    }
    const onReset = vi.fn(() => (broken = false));
    const view = render(
      <ErrorBoundary resetKey="/movie/1" onReset={onReset}>
        <Fragile label="one" />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText("one")).toBeTruthy();
    broken = true;
    view.rerender(
      <ErrorBoundary resetKey="/movie/2" onReset={onReset}>
        <Fragile label="two" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading").textContent).toContain("Something went wrong");
    broken = false;
    view.rerender(
      <ErrorBoundary resetKey="/" onReset={onReset}>
        <Fragile label="home" />
      </ErrorBoundary>,
    );
    expect(screen.getByText("home")).toBeTruthy();
    warn.mockRestore();
    error.mockRestore();
  });
});
