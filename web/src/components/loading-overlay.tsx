import { useUiStore } from "../stores/ui-store";

/** A full-screen overlay showing its message, or 'Loading...' when none. */
export function LoadingOverlay({ message, visible }: { message?: string | null; visible: boolean }) {
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="assertive">
      <span className="page-spinner__wheel" aria-hidden="true" />
      <p>{message || "Loading..."}</p>
    </div>
  );
}

/** The overlay bound to the UI store's global loading flag. */
export function GlobalLoadingOverlay() {
  const visible = useUiStore((s) => s.globalLoading);
  const message = useUiStore((s) => s.loadingMessage);
  return <LoadingOverlay visible={visible} message={message} />;
}
