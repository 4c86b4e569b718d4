import type { StateCreator, StoreMutatorIdentifier } from "zustand";

type Mutators = [StoreMutatorIdentifier, unknown][];

/**
 * Zustand gives React a store's *initial* state as the "server snapshot", which is what a server
 * render shows and what hydration compares against. A first view (docs/decisions/014) sets the
 * stores up before rendering, on the server and again in the browser before hydrating, so the
 * snapshot both sides must render is the store's current state. Outermost, so that persist's own
 * idea of the initial state does not replace it.
 */
export function renderCurrentState<T, Mps extends Mutators = [], Mcs extends Mutators = []>(
  config: StateCreator<T, Mps, Mcs>,
  /** Fields hydration should see instead of the current ones (what the server rendered with), if any. */
  serverOverlay: () => Partial<T> | null = () => null,
): StateCreator<T, Mps, Mcs> {
  return (set, get, api) => {
    const state = config(set, get, api);
    // React wants the same snapshot object back while nothing changed: keep the last overlay made.
    let last: { base: T; overlay: Partial<T>; merged: T } | null = null;
    api.getInitialState = () => {
      const base = api.getState();
      const overlay = serverOverlay();
      if (!overlay) return base;
      if (last?.base !== base || last.overlay !== overlay) last = { base, overlay, merged: { ...base, ...overlay } };
      return last.merged;
    };
    return state;
  };
}
