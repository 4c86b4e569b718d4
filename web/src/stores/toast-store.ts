import { create } from "zustand";

export type ToastType = "success" | "error" | "warning" | "info";

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
  dismissible: boolean;
  /** False for the first 10 ms, so the entry animation has a starting point. */
  entered: boolean;
  /** True during the 300 ms slide-out before removal. */
  leaving: boolean;
  /** A button beside the text that acts on what the toast tells ("Undo"); pressing it dismisses the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
  /** Called once when the toast goes, its action pressed or not (timed out, dismissed, pushed out by newer ones). */
  gone?: () => void;
}

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
  dismissible?: boolean;
  action?: ToastAction;
}

/** Toasts on screen at once at most. */
export const MAX_TOASTS = 3;

/** Toasts last 5000 ms by default; error toasts stay until dismissed (0); they enter after 10 ms and slide out over 300 ms. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_ENTRY_DELAY_MS = 10;
export const TOAST_EXIT_MS = 300;

/**
 * How long a toast that offers to undo stays: twice the default, time to read what happened and
 * reach its button; and it waits while the pointer or focus is on it.
 */
export const UNDO_TOAST_MS = 10_000;

interface ToastStore {
  toasts: Toast[];
  addToast: (input: ToastInput) => string;
  dismissToast: (id: string) => void;
  /**
   * The pointer or focus is on a toast (`true`) or has left it: a toast is not taken away while a
   * person is reading it or about to press its button; its time runs again once they leave.
   */
  holdToast: (id: string, held: boolean) => void;
}

/** Each timed toast's clock: the time it has left, and the timer running while nothing holds it. */
interface ToastClock {
  remainingMs: number;
  startedAt: number;
  timer?: ReturnType<typeof setTimeout>;
  held: boolean;
}
const clocks = new Map<string, ToastClock>();

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

export const useToastStore = create<ToastStore>()((set, get) => {
  const run = (id: string, clock: ToastClock) => {
    clock.startedAt = Date.now();
    clock.timer = setTimeout(() => {
      clocks.delete(id);
      get().dismissToast(id);
    }, clock.remainingMs);
  };
  return {
    toasts: [],
    addToast: (input) => {
      const id = randomId();
      const duration = input.type === "error" ? 0 : (input.duration ?? TOAST_DEFAULT_DURATION_MS);
      const toast: Toast = { id, type: input.type, title: input.title, message: input.message, duration, dismissible: input.dismissible ?? true, entered: false, leaving: false, ...(input.action ? { action: input.action } : {}) };
      set((s) => ({ toasts: [...s.toasts, toast] }));
      // At most a few at once, so they never pile up down the page: the oldest makes way.
      const showing = get().toasts.filter((t) => !t.leaving);
      for (const old of showing.slice(0, Math.max(0, showing.length - MAX_TOASTS))) get().dismissToast(old.id);
      setTimeout(() => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, entered: true } : t)) })), TOAST_ENTRY_DELAY_MS);
      if (duration > 0) {
        const clock: ToastClock = { remainingMs: duration, startedAt: 0, held: false };
        clocks.set(id, clock);
        run(id, clock);
      }
      return id;
    },
    dismissToast: (id) => {
      const toast = get().toasts.find((t) => t.id === id);
      if (!toast || toast.leaving) return;
      toast.action?.gone?.();
      clearTimeout(clocks.get(id)?.timer);
      clocks.delete(id);
      set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) }));
      setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_EXIT_MS);
    },
    holdToast: (id, held) => {
      const clock = clocks.get(id);
      if (!clock || clock.held === held) return;
      clock.held = held;
      if (held) {
        clearTimeout(clock.timer);
        clock.remainingMs = Math.max(0, clock.remainingMs - (Date.now() - clock.startedAt));
      } else {
        run(id, clock);
      }
    },
  };
});

/** Shorthand used by pages: an error toast for a failed fetch. */
export function toastError(title: string, message?: string): string {
  return useToastStore.getState().addToast({ type: "error", title, message });
}

/**
 * A change that was kept, told with a way to take it back ("Removed “Heat” from your watchlist",
 * Undo): it stays UNDO_TOAST_MS, longer while a person is on it.
 */
export function toastUndoable(title: string, undo: () => void, gone?: () => void): string {
  return useToastStore.getState().addToast({ type: "success", title, duration: UNDO_TOAST_MS, action: { label: "Undo", run: undo, gone } });
}
