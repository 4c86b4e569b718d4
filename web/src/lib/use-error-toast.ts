import { useEffect } from "react";
import { toastError } from "../stores/toast-store";

/** An error reaching a page shows an error toast (once per new error). */
export function useErrorToast(error: string | null): void {
  useEffect(() => {
    if (error) toastError(error);
  }, [error]);
}
