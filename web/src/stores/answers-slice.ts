import type { AnswersSlice, ShownAnswer, SliceTools } from "./movie-state";
import { failureOf } from "./movie-store-rules";

/**
 * Answers a page shows whole (a collection), each in a slot of `shown`, and single cached answers
 * for parts of a page with state of their own. One rule for every such page, so a new one adds no
 * store code to what every page loads first.
 */
export function createAnswersSlice({ set, get, service, cached }: SliceTools): AnswersSlice {
  const latest: Record<string, number> = {};
  const put = (slot: string, answer: ShownAnswer) => set({ shown: { ...get().shown, [slot]: answer } });

  return {
    shown: {},

    show: async ({ slot, key, ttlMs, fetch, fallback }) => {
      const ticket = (latest[slot] = (latest[slot] ?? 0) + 1);
      // A page reads a slot holding another key as loading; a failure being tried again shows loading too.
      if (get().shown[slot]?.key === key && get().shown[slot]?.error) put(slot, { key, value: null, error: null, errorStatus: null });
      try {
        const value = await cached(key, ttlMs, () => fetch(service()));
        // The same answer already shown leaves the slot as it is, so the page renders nothing new.
        if (ticket === latest[slot] && get().shown[slot]?.value !== value) put(slot, { key, value, error: null, errorStatus: null });
      } catch (failure) {
        const { error, errorStatus } = failureOf(failure, fallback);
        if (ticket === latest[slot]) put(slot, { key, value: null, error, errorStatus });
      }
    },

    answer: async (key, ttlMs, fetch) => cached(key, ttlMs, () => fetch(service())),
  };
}
