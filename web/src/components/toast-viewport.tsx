import { useToastStore } from "../stores/toast-store";

/** Toasts at the top right; errors are announced assertively and stay until dismissed. */
export function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismissToast);
  return (
    <div className="toast-viewport" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}${toast.entered && !toast.leaving ? " toast--in" : ""}${toast.leaving ? " toast--out" : ""}`}
          role={toast.type === "error" ? "alert" : "status"}
        >
          <div className="toast__text">
            <p className="toast__title">{toast.title}</p>
            {toast.message ? <p className="toast__message">{toast.message}</p> : null}
          </div>
          {toast.dismissible ? (
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
