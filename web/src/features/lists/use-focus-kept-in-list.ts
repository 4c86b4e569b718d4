import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from "react";

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where focus is in the list: the card (by its key) and which of the card's controls. */
interface FocusedControl {
  key: string;
  control: number;
}

const controlsOf = (card: Element | undefined) => (card ? [...card.querySelectorAll<HTMLElement>(FOCUSABLE)] : []);

/**
 * Keeps focus in a list of cards when the card holding it goes away (its film taken off the list
 * shown, with the card's own button or elsewhere): focus moves to the same control of the card
 * that followed it, else of the one before it, else to `fallback` (the list's heading), instead of
 * being lost to the page's start. `keys` name the cards, in the order they are the list's children.
 * Answers the list's ref and its focus handlers.
 */
export function useFocusKeptInList(keys: readonly string[], fallback: RefObject<HTMLElement | null>) {
  const list = useRef<HTMLUListElement>(null);
  const focused = useRef<FocusedControl | null>(null);
  const shownKeys = useRef(keys);
  const keysNow = keys.join("\n");

  useLayoutEffect(() => {
    const before = shownKeys.current;
    shownKeys.current = keys;
    const was = focused.current;
    if (!was || keys.includes(was.key)) return;
    focused.current = null;
    // Focus went with the card (to the page's body); if the person moved it meanwhile, it stays there.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const at = before.indexOf(was.key);
    const neighbour = [...before.slice(at + 1), ...before.slice(0, at).reverse()].find((key) => keys.includes(key));
    const card = neighbour === undefined ? undefined : list.current?.children[keys.indexOf(neighbour)];
    const controls = controlsOf(card);
    (controls[was.control] ?? controls[0] ?? fallback.current)?.focus();
    // Only a change of the cards shown matters; `keys` is a new array at each render.
  }, [keysNow]); // eslint-disable-line react-hooks/exhaustive-deps

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const cards = [...event.currentTarget.children];
    const index = cards.findIndex((card) => card.contains(event.target));
    const key = shownKeys.current[index];
    focused.current = key === undefined ? null : { key, control: controlsOf(cards[index]).indexOf(event.target) };
  };
  // Focus that leaves the list for somewhere else is not the list's to keep. A card taken away
  // takes its focused control with it: that is no leaving (the control is no longer in the page).
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (event.target.isConnected && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  };
  return { list, onFocus, onBlur };
}
