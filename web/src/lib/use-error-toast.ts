import { useEffect } from "react";
import { toastError, useToastStore } from "../stores/toast-store";

/**
 * An error reaching a page shows an error toast (once per new error). The toast goes when the
 * error does: "Try again" that succeeds, or leaving the page, makes it moot.
 */
export function useErrorToast(error: string | null): void {
  useEffect(() => {
    if (!error) return;
    const id = toastError(error);
    return () => useToastStore.getState().dismissToast(id);
  }, [error]);
}
