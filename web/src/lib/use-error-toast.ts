import { useEffect } from "react";
import { toastError } from "../stores/toast-store";

/** Spec §8: an error reaching a page shows a toast (once per new error). */
export function useErrorToast(error: string | null): void {
  useEffect(() => {
    if (error) toastError(error);
  }, [error]);
}
