import { describe, expect, it } from "vitest";
import { onSuggestionKey } from "./suggestion-keys";

describe("keys in the header's suggestions", () => {
  it("arrows open the list and move round it, wrapping at either end", () => {
    expect(onSuggestionKey("ArrowDown", -1, 3, false)).toMatchObject({ active: 0, open: true, handled: true });
    expect(onSuggestionKey("ArrowDown", 2, 3, true)).toMatchObject({ active: 0 });
    expect(onSuggestionKey("ArrowUp", 0, 3, true)).toMatchObject({ active: 2 });
    expect(onSuggestionKey("ArrowUp", -1, 3, false)).toMatchObject({ active: 2, open: true });
  });

  it("Enter chooses the active suggestion, else is left to the search; Escape closes an open list", () => {
    expect(onSuggestionKey("Enter", 1, 3, true)).toMatchObject({ choose: true, open: false, handled: true });
    expect(onSuggestionKey("Enter", -1, 3, true)).toEqual({ active: -1, choose: false, handled: false, open: false });
    // Before any suggestion has come, Enter searches and the list stays shut when they come.
    expect(onSuggestionKey("Enter", -1, 0, true)).toEqual({ active: -1, choose: false, handled: false, open: false });
    expect(onSuggestionKey("Escape", 1, 3, true)).toMatchObject({ active: -1, open: false, handled: true });
    expect(onSuggestionKey("Escape", -1, 3, false)).toMatchObject({ handled: false });
    expect(onSuggestionKey("ArrowDown", -1, 0, false)).toMatchObject({ handled: false });
  });
});
