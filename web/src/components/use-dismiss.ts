import { useEffect, type RefObject } from "react";

/**
 * Closes an open popup (a menu, a panel) the way people expect: a press anywhere outside `root`
 * closes it, and so does Escape when an `opener` is given, with focus back on the opener so a
 * keyboard user carries on from where they opened it.
 */
export function useDismiss(open: boolean, setOpen: (open: boolean) => void, root: RefObject<HTMLElement | null>, opener?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    // pointerdown, not click: a press that starts outside closes at once, as native popups do, and
    // a touch that scrolls the page still counts as leaving the popup.
    const onPress = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !opener) return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener("pointerdown", onPress);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPress);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, setOpen, root, opener]);
}
