import { lazy } from "react";

/** "Add to list…"'s dialog (./add-to-list-dialog.tsx): its code loads when a film's "Add to list…" is first pressed, on a card or a film's page, not with the page. */
export const AddToListDialog = lazy(() => import("./add-to-list-dialog").then((module) => ({ default: module.AddToListDialog })));
