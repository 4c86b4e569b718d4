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
}

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
  dismissible?: boolean;
}

/** Toasts on screen at once at most. */
export const MAX_TOASTS = 3;

/** Toasts last 5000 ms by default; error toasts stay until dismissed (0); they enter after 10 ms and slide out over 300 ms. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_ENTRY_DELAY_MS = 10;
export const TOAST_EXIT_MS = 300;

interface ToastStore {
  toasts: Toast[];
  addToast: (input: ToastInput) => string;
  dismissToast: (id: string) => void;
}

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);
}

export const useToastStore = create<ToastStore>()((set, get) => ({
  toasts: [],
  addToast: (input) => {
    const id = randomId();
    const duration = input.type === "error" ? 0 : (input.duration ?? TOAST_DEFAULT_DURATION_MS);
    const toast: Toast = { id, type: input.type, title: input.title, message: input.message, duration, dismissible: input.dismissible ?? true, entered: false, leaving: false };
    set((s) => ({ toasts: [...s.toasts, toast] }));
    // At most a few at once, so they never pile up down the page: the oldest makes way.
    const showing = get().toasts.filter((t) => !t.leaving);
    for (const old of showing.slice(0, Math.max(0, showing.length - MAX_TOASTS))) get().dismissToast(old.id);
    setTimeout(() => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, entered: true } : t)) })), TOAST_ENTRY_DELAY_MS);
    if (duration > 0) setTimeout(() => get().dismissToast(id), duration);
    return id;
  },
  dismissToast: (id) => {
    const toast = get().toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) }));
    setTimeout(() => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), TOAST_EXIT_MS);
  },
}));

/** Shorthand used by pages: an error toast for a failed fetch. */
export function toastError(title: string, message?: string): string {
  return useToastStore.getState().addToast({ type: "error", title, message });
}
