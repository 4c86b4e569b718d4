import type { StateCreator, StoreMutatorIdentifier } from "zustand";

type Mutators = [StoreMutatorIdentifier, unknown][];

/**
 * Zustand gives React a store's *initial* state as the "server snapshot", which is what a server
 * render shows and what hydration compares against. A first view (docs/decisions/014) sets the
 * stores up before rendering, on the server and again in the browser before hydrating, so the
 * snapshot both sides must render is the store's current state. Outermost, so that persist's own
 * idea of the initial state does not replace it.
 */
export function renderCurrentState<T, Mps extends Mutators = [], Mcs extends Mutators = []>(config: StateCreator<T, Mps, Mcs>): StateCreator<T, Mps, Mcs> {
  return (set, get, api) => {
    const state = config(set, get, api);
    api.getInitialState = api.getState;
    return state;
  };
}
