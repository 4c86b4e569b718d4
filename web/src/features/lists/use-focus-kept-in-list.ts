import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from "react";

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where focus is in the list: the item (by its key) and which of the item's controls (by its place, or by the name it is kept as). */
interface FocusedControl {
  key: string;
  control: number;
  keptAs: string | undefined;
}

const controlsOf = (item: Element | undefined) => (item ? [...item.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);

/**
 * A control may name the one it stands for (`data-focus-kept-as`): the fields of a form a button
 * opened stand for that button, so when the item is drawn anew (the form closed) focus returns to
 * the button, not to whatever control now has the field's place.
 */
const keptAsOf = (control: Element | null) => (control instanceof HTMLElement ? control.dataset.focusKeptAs : undefined);

/** A list's items are its children, unless said otherwise (the diary's rows are spread over its months). */
const childrenOf = (list: HTMLElement) => [...list.children];

/**
 * Keeps focus in a list of items (cards, diary rows) when the one holding it goes away (its film
 * taken off the list shown, with the item's own button or elsewhere) or is drawn anew elsewhere
 * in the list (a viewing given another day): focus moves to the same control of that item where
 * it is now; of one gone, to the same control of the item that followed it, else of the one
 * before it, else to `fallback` (the list's heading), instead of being lost to the page's start.
 * `keys` name the items, in the order `itemsOf` finds them in the list's element; `drawnAs` says,
 * when items can be drawn anew without their order changing (a viewing moved to the next month,
 * into that month's section), where they are. Answers the list's ref and its focus handlers.
 */
export function useFocusKeptInList<List extends HTMLElement>(keys: readonly string[], fallback: RefObject<HTMLElement | null>, itemsOf: (list: List) => Element[] = childrenOf, drawnAs = "") {
  const list = useRef<List>(null);
  const focused = useRef<FocusedControl | null>(null);
  const shownKeys = useRef(keys);
  const keysNow = keys.join("\n");

  useLayoutEffect(() => {
    const before = shownKeys.current;
    shownKeys.current = keys;
    const was = focused.current;
    if (!was) return;
    // Focus still on a control (the item kept its element, or the person moved it meanwhile): it stays there.
    if (document.activeElement !== null && document.activeElement !== document.body) {
      if (!keys.includes(was.key)) focused.current = null;
      return;
    }
    const at = before.indexOf(was.key);
    const next = keys.includes(was.key) ? was.key : [...before.slice(at + 1), ...before.slice(0, at).reverse()].find((key) => keys.includes(key));
    if (next !== was.key) focused.current = null;
    const item = next === undefined || !list.current ? undefined : itemsOf(list.current)[keys.indexOf(next)];
    const controls = controlsOf(item);
    const named = was.keptAs === undefined ? undefined : controls.find((control) => keptAsOf(control) === was.keptAs);
    (named ?? controls[was.control] ?? controls[0] ?? fallback.current)?.focus();
    // Only a change of the items shown, or of where they are drawn, matters; `keys` is a new array at each render.
  }, [keysNow, drawnAs]); // eslint-disable-line react-hooks/exhaustive-deps

  const onFocus = (event: FocusEvent<List>) => {
    const items = itemsOf(event.currentTarget);
    const index = items.findIndex((item) => item.contains(event.target));
    const key = shownKeys.current[index];
    focused.current = key === undefined ? null : { key, control: controlsOf(items[index]).indexOf(event.target), keptAs: keptAsOf(event.target) };
  };
  // Focus that leaves the list for somewhere else is not the list's to keep. An item taken away
  // takes its focused control with it: that is no leaving (the control is no longer in the page).
  const onBlur = (event: FocusEvent<List>) => {
    if (event.target.isConnected && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  };
  return { list, onFocus, onBlur };
}
