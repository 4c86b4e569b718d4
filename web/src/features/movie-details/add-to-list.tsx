import { Suspense, useState } from "react";
import type { FilmSnapshot } from "../../../../common/lists";
import { AddToListDialog } from "../../lists/add-to-list-lazy";

/** "Add to list…" on a film's page: the button, and while it is open, the dialog of the person's own lists (lists/add-to-list-dialog.tsx, loaded on the first press). */
export function AddToList({ film }: { film: FilmSnapshot }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="your-lists__toggle" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Add to list…
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToListDialog film={film} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
