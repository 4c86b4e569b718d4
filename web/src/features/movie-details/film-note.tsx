import { useRef, useState } from "react";
import { MAX_FILM_NOTE } from "../../../../common/diary";
import type { FilmSnapshot } from "../../../../common/lists";
import { groupDigits } from "../../lib/group-digits";
import { changeLists } from "../../lists/named-list-changes";
import { noteCalls } from "../../lists/note-calls";

/** The note's field takes the focus once the note is read (the dialog's first control until then is Close). */
const focusField = (field: HTMLElement | null) => field?.focus();

/**
 * The person's private note on the film: the start of its first line on a button beside "Add to
 * list…" (from the film's state, asked for with the others: no request of its own; one line
 * whatever its length, so the section keeps the room it was given), and the whole of it, read when
 * the dialog opens, to read and change there. Shown as text, its line breaks kept; an empty note
 * takes it away. `known` false: the film's state is not read yet, so the button waits rather than
 * offer to add a note over one that exists.
 */
export function FilmNote({ film, start, known }: { film: FilmSnapshot; start: string | undefined; known: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The whole note as read for the dialog; null while it is being read (or could not be).
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = () => {
    setText(null);
    setProblem(null);
    dialog.current?.showModal();
    noteCalls.read(film.movie_id).then(
      (answer) => setText(answer.note),
      (error: unknown) => setProblem(error instanceof Error ? error.message : "Failed to fetch your note"),
    );
  };

  return (
    <>
      <button type="button" className="your-lists__toggle film-note__open" aria-haspopup="dialog" disabled={!known} onClick={open}>
        {start ? `Note: ${start}` : "Add a note…"}
      </button>
      <dialog ref={dialog} className="dialog film-note" aria-labelledby="film-note-heading">
        <h2 id="film-note-heading">{`Your note on “${film.title}”`}</h2>
        {problem ? <p role="alert">{problem}</p> : null}
        {text === null && !problem ? <p>Loading your note…</p> : null}
        {text !== null ? (
          <form
            className="dialog__form"
            onSubmit={(event) => {
              event.preventDefault();
              void changeLists(`save your note on “${film.title}”`, () => noteCalls.write(film, text)).then((kept) => kept && dialog.current?.close());
            }}
          >
            <label>
              Only you can see it.
              <textarea ref={focusField} value={text} maxLength={MAX_FILM_NOTE} rows={8} onChange={(event) => setText(event.target.value)} />
            </label>
            <p className="film-note__count">{`${groupDigits(text.length)} of ${groupDigits(MAX_FILM_NOTE)} characters`}</p>
            <p className="film-note__actions">
              <button type="submit" className="button">Save note</button>
              <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>Cancel</button>
            </p>
          </form>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>Close</button>
        )}
      </dialog>
    </>
  );
}
