import { useEffect, useRef, useState, type FocusEvent } from "react";
import { useToastStore, type Toast } from "../stores/toast-store";

/** Where typing is text: there Ctrl+Z is the field's own undo, never the app's (a checkbox, a star's radio or a button is not). */
const TEXT_FIELDS = 'textarea, input:not([type="checkbox"], [type="radio"], [type="range"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="color"], [type="image"])';
const isEditable = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || target.matches(TEXT_FIELDS));

/** An action is pressed once: it runs, then its toast goes (the other way round, the toast's going would withdraw it first). */
function press(toast: Toast) {
  if (!toast.action || toast.leaving) return;
  toast.action.run();
  useToastStore.getState().dismissToast(toast.id);
}

/**
 * Ctrl+Z (⌘Z on a Mac) outside a text field presses the newest toast's action ("Undo"), so a
 * keyboard user need not travel to the toast, and focus stays where it is.
 */
function useUndoKey() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A held key repeats: one press, one undo.
      if (event.repeat || event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || isEditable(event.target)) return;
      const toast = [...useToastStore.getState().toasts].reverse().find((shown) => shown.action && !shown.leaving);
      if (!toast) return;
      event.preventDefault();
      press(toast);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** Toasts at the top right; errors are announced assertively and stay until dismissed. */
export function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  useUndoKey();
  return (
    <div className="toast-viewport" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

const leftFor = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget);

/**
 * One toast. Its time stands still while the pointer or focus is on it, so it does not leave
 * under a person reading it or reaching for its button. Its action ("Undo") dismisses it and
 * hands focus back to where it came from, which the toast's leaving would otherwise drop.
 * A toast sliding out is gone for every purpose but the eye: hidden from assistive technology
 * and its buttons disabled, so a second "Undo" is never offered beside the one that still works.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismissToast);
  const hold = useToastStore((s) => s.holdToast);
  const [pointerOn, setPointerOn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  const held = pointerOn || focusIn;
  useEffect(() => hold(toast.id, held), [hold, toast.id, held]);
  const action = toast.action;

  return (
    <div
      className={`toast toast--${toast.type}${toast.entered && !toast.leaving ? " toast--in" : ""}${toast.leaving ? " toast--out" : ""}`}
      role={toast.type === "error" ? "alert" : "status"}
      aria-hidden={toast.leaving || undefined}
      onPointerEnter={() => setPointerOn(true)}
      onPointerLeave={() => setPointerOn(false)}
      onFocus={(event) => {
        if (!leftFor(event)) return;
        cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        setFocusIn(true);
      }}
      onBlur={(event) => {
        if (leftFor(event)) setFocusIn(false);
      }}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.message ? <p className="toast__message">{toast.message}</p> : null}
      </div>
      {action ? (
        <button
          type="button"
          className="toast__action"
          disabled={toast.leaving}
          aria-label={`${action.label}: ${toast.title}`}
          aria-keyshortcuts="Control+Z Meta+Z"
          title={`${action.label} (Ctrl+Z)`}
          onClick={(event) => {
            // A press from the keyboard (a click with no pointer's count of clicks) hands focus back; a pointer's leaves it be.
            const fromKeyboard = event.detail === 0;
            press(toast);
            if (fromKeyboard && cameFrom.current?.isConnected) cameFrom.current.focus();
          }}
        >
          {action.label}
        </button>
      ) : null}
      {toast.dismissible ? (
        <button type="button" className="toast__close" aria-label="Dismiss notification" disabled={toast.leaving} onClick={() => dismiss(toast.id)}>
          ×
        </button>
      ) : null}
    </div>
  );
}
