import { useEffect, useRef, useState } from "react";
import { MAX_FILM_NOTE } from "../../../../common/diary";
import type { FilmSnapshot } from "../../../../common/lists";
import { groupDigits } from "../../lib/group-digits";
import { changeLists } from "../../lists/named-list-changes";
import { noteCalls } from "../../lists/note-calls";

/**
 * The person's private note on the film: its first line on a button beside "Add to list…" (one
 * line whatever its length, so the section keeps the room it was given), the whole of it in a
 * dialog to read and change. Shown as text, its line breaks kept; an empty note takes it away.
 */
export function FilmNote({ film }: { film: FilmSnapshot }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The note as read for this film; null until then: the button waits, rather than offering to add
  // a note over one that exists (and a note that cannot be read is not offered to be written over).
  const [read, setRead] = useState<{ movieId: number; note: string } | null>(null);
  const note = read?.movieId === film.movie_id ? read.note : null;
  const setNote = (kept: string) => setRead({ movieId: film.movie_id, note: kept });
  const [text, setText] = useState("");
  useEffect(() => {
    let current = true;
    noteCalls.read(film.movie_id).then(
      (answer) => current && setRead({ movieId: film.movie_id, note: answer.note }),
      () => undefined,
    );
    return () => void (current = false);
  }, [film.movie_id]);

  const firstLine = note?.split("\n").find((line) => line.trim() !== "") ?? "";
  return (
    <>
      <button
        type="button"
        className="your-lists__toggle film-note__open"
        aria-haspopup="dialog"
        disabled={note === null}
        onClick={() => {
          setText(note ?? "");
          dialog.current?.showModal();
        }}
      >
        {note ? `Note: ${firstLine}` : "Add a note…"}
      </button>
      <dialog ref={dialog} className="add-to-list film-note" aria-labelledby="film-note-heading">
        <h2 id="film-note-heading">{`Your note on “${film.title}”`}</h2>
        <form
          className="add-to-list__new"
          onSubmit={(event) => {
            event.preventDefault();
            void changeLists(`save your note on “${film.title}”`, async () => setNote((await noteCalls.write(film, text)).note)).then((kept) => kept && dialog.current?.close());
          }}
        >
          <label>
            Only you can see it.
            <textarea value={text} maxLength={MAX_FILM_NOTE} rows={8} onChange={(event) => setText(event.target.value)} />
          </label>
          <p className="film-note__count">{`${groupDigits(text.length)} of ${groupDigits(MAX_FILM_NOTE)} characters`}</p>
          <p className="film-note__actions">
            <button type="submit" className="button">Save note</button>
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>Cancel</button>
          </p>
        </form>
      </dialog>
    </>
  );
}
