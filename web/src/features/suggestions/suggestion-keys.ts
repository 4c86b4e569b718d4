/**
 * What a key does to the open list of n suggestions with the active one at `active` (-1: none), as
 * the WAI-ARIA combobox pattern says. `handled`: the key is the list's alone, and the browser's own
 * action for it is not taken; a key not handled may still close the list (`open`).
 */
export type KeyOutcome = { active: number; open: boolean; choose: boolean; handled: boolean };

export function onSuggestionKey(key: string, active: number, count: number, open: boolean): KeyOutcome {
  const none = { active, open, choose: false, handled: false };
  // Enter without an active suggestion searches as it always has, and the list closes over the
  // results: also when the suggestions have not come yet, or else they would open over the results.
  if (key === "Enter" && !(open && active >= 0 && count > 0)) return { ...none, open: false };
  if (count === 0) return none;
  switch (key) {
    case "ArrowDown":
      return { active: open ? (active + 1) % count : 0, open: true, choose: false, handled: true };
    case "ArrowUp":
      return { active: open ? (active <= 0 ? count - 1 : active - 1) : count - 1, open: true, choose: false, handled: true };
    case "Enter":
      return { active, open: false, choose: true, handled: true };
    case "Escape":
      return open ? { active: -1, open: false, choose: false, handled: true } : none;
    default:
      return none;
  }
}
