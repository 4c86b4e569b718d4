import { useEffect } from "react";
import { toastError, useToastStore } from "../stores/toast-store";

/**
 * An error reaching a page shows an error toast (once per new error). The toast goes when the
 * error does: when "Try again" starts again (a new failure brings a new toast), or the page is left.
 */
export function useErrorToast(error: string | null): void {
  useEffect(() => {
    if (!error) return;
    const id = toastError(error);
    return () => useToastStore.getState().dismissToast(id);
  }, [error]);
}
