import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useDismiss } from "./use-dismiss";

const itemsIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? [])];

/** Focuses the item at `index`, counted round the menu: -1 is the last, one past the last is the first. */
function focusItem(root: HTMLElement | null, index: number) {
  const items = itemsIn(root);
  items.at(index % items.length)?.focus();
}

/**
 * The WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) for a root that
 * holds the button and, while open, the role="menuitem" elements. Enter, Space, a click or
 * ArrowDown on the button open the menu on its first item, ArrowUp on its last; in the menu the
 * arrows move round it and Home and End go to its ends; Escape closes it with focus back on the
 * button; Tab closes it and goes on to what follows; a press outside the root closes it.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The item to focus once the menu is on screen: it only exists after the render that opens it.
  const firstFocus = useRef(0);
  useDismiss(open, setOpen, root);
  useEffect(() => {
    if (open) focusItem(root.current, firstFocus.current);
  }, [open]);

  const openAt = (index: number) => {
    firstFocus.current = index;
    if (open) focusItem(root.current, index);
    else setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const onButton = event.target === button.current;
    const at = itemsIn(root.current).indexOf(event.target as HTMLElement);
    const moves: Partial<Record<string, number>> = onButton ? { ArrowDown: 0, ArrowUp: -1 } : { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      if (onButton) openAt(target);
      else focusItem(root.current, target);
    } else if (event.key === "Escape" && open) {
      setOpen(false);
      button.current?.focus();
    } else {
      if (event.key === "Tab") setOpen(false);
      return;
    }
    // Handled here: the page does not scroll, and a menu around this one (the phone menu) keeps
    // its own Escape for when this one is closed.
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    open,
    root,
    button,
    onKeyDown,
    onToggle: () => (open ? setOpen(false) : openAt(0)),
    /** For items whose code arrives after the menu opened: focus goes to the item it opened on. */
    onItemsShown: () => focusItem(root.current, firstFocus.current),
  };
}
