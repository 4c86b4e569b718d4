import { create } from "zustand";

/**
 * How many pages' code is on its way. Moving to a page whose code has not arrived keeps the page
 * the visitor is on (React keeps it during a navigation) with nothing else to show that anything
 * is happening; this count lets the app say so (navigation-progress.tsx).
 */
export const usePageCodeStore = create<{ loading: number; started: () => () => void }>()((set) => ({
  loading: 0,
  started: () => {
    set((state) => ({ loading: state.loading + 1 }));
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      set((state) => ({ loading: state.loading - 1 }));
    };
  },
}));
