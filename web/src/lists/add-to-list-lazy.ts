import { lazy, useEffect, type ComponentType } from "react";
import type { FilmSnapshot } from "../../../common/lists";
import { toastError } from "../stores/toast-store";
import { MESSAGES } from "../tmdb/api-errors";

type DialogProps = { film: FilmSnapshot; onClose: () => void };

/** What opens when the dialog's code cannot be loaded (offline, or a new version replaced it): a toast that says so, and nothing left open. */
function DialogUnavailable({ onClose }: DialogProps) {
  useEffect(() => {
    toastError("Could not open your lists", MESSAGES.network);
    onClose();
  }, [onClose]);
  return null;
}

/**
 * "Add to list…"'s dialog (./add-to-list-dialog.tsx): its code loads when a film's "Add to list…"
 * is first pressed, on a card or a film's page, not with the page. A failure to load it is told,
 * and leaves the page as it was (a reload brings the code).
 */
export const AddToListDialog = lazy(() =>
  import("./add-to-list-dialog").then(
    (module): { default: ComponentType<DialogProps> } => ({ default: module.AddToListDialog }),
    (): { default: ComponentType<DialogProps> } => ({ default: DialogUnavailable }),
  ),
);
