import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { useMenuButton } from "./use-menu-button";

/** A menu of three items: the account menu has only one, which cannot show movement round a menu. */
function ThreeItemMenu() {
  const { open, root, button, onKeyDown, onToggle } = useMenuButton();
  return (
    <>
      <div ref={root} onKeyDown={onKeyDown}>
        <button type="button" ref={button} aria-haspopup="menu" aria-expanded={open} onClick={onToggle}>
          Actions
        </button>
        {open ? (
          <div role="menu">
            {["One", "Two", "Three"].map((name) => (
              <button key={name} type="button" role="menuitem" tabIndex={-1}>
                {name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <p>Elsewhere</p>
    </>
  );
}

const menuButton = () => screen.getByRole("button", { name: "Actions" });
const item = (name: string) => screen.getByRole("menuitem", { name });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

function renderMenu() {
  render(<ThreeItemMenu />);
  menuButton().focus();
}

describe("a menu button", () => {
  it("opens on its first item with a click (as Enter and Space give) and with ArrowDown, on its last with ArrowUp", async () => {
    renderMenu();
    fireEvent.click(menuButton());
    await act(async () => {});
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(item("One"));

    press("Escape");
    press("ArrowUp");
    await act(async () => {});
    expect(document.activeElement).toBe(item("Three"));

    press("Escape");
    press("ArrowDown");
    await act(async () => {});
    expect(document.activeElement).toBe(item("One"));
  });

  it("moves round its items with the arrows, and to its ends with Home and End", async () => {
    renderMenu();
    press("ArrowDown");
    await act(async () => {});
    const focusedAfter = (key: string) => (press(key), document.activeElement?.textContent);
    expect(focusedAfter("ArrowDown")).toBe("Two");
    expect(focusedAfter("ArrowDown")).toBe("Three");
    expect(focusedAfter("ArrowDown")).toBe("One");
    expect(focusedAfter("ArrowUp")).toBe("Three");
    expect(focusedAfter("Home")).toBe("One");
    expect(focusedAfter("End")).toBe("Three");
  });

  it("closes on Escape with focus back on the button, on Tab, and on a press outside", async () => {
    renderMenu();
    press("ArrowDown");
    await act(async () => {});
    press("Escape");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");

    press("ArrowDown");
    await act(async () => {});
    press("Tab");
    expect(screen.queryByRole("menu")).toBeNull();

    fireEvent.click(menuButton());
    await act(async () => {});
    fireEvent.pointerDown(item("Two"));
    expect(screen.queryByRole("menu")).not.toBeNull();
    fireEvent.pointerDown(screen.getByText("Elsewhere"));
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("leaves keys it does not handle to the page, and Escape to a popup around it once closed", () => {
    renderMenu();
    const escape = fireEvent.keyDown(menuButton(), { key: "Escape" });
    const letter = fireEvent.keyDown(menuButton(), { key: "a" });
    // fireEvent returns false when the handler prevented the key's default.
    expect([escape, letter]).toEqual([true, true]);
  });
});

/** A menu whose items arrive a moment after it opens (their code loads then), and say so. */
function LateMenu({ arrived }: { arrived: boolean }) {
  const { open, root, button, onKeyDown, onToggle, onItemsShown } = useMenuButton();
  return (
    <div ref={root} onKeyDown={onKeyDown}>
      <button type="button" ref={button} aria-haspopup="menu" aria-expanded={open} onClick={onToggle}>
        Account
      </button>
      {open && arrived ? <LateItems onShown={onItemsShown} /> : null}
    </div>
  );
}

function LateItems({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <div role="menu">
      {["Watchlist", "Sign out"].map((name) => (
        <button key={name} type="button" role="menuitem" tabIndex={-1}>
          {name}
        </button>
      ))}
    </div>
  );
}

describe("a menu button whose items arrive after it opens", () => {
  it("focuses the item it opened on once they are on screen", async () => {
    const { rerender } = render(<LateMenu arrived={false} />);
    screen.getByRole("button", { name: "Account" }).focus();
    press("ArrowUp");
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account" }));
    rerender(<LateMenu arrived />);
    await act(async () => {});
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Sign out" }));
  });
});
