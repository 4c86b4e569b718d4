import { useEffect, useRef, useState } from "react";
import type { FilmSnapshot } from "../../../common/lists";
import { NAME_LIMITS, type NamedList, type NamedListsAnswer } from "../../../common/named-lists";
import { Link } from "../components/link";
import { changeLists } from "./named-list-changes";
import { namedListCalls } from "./named-list-calls";
import "./add-to-list-dialog.css";

type Lists = NamedListsAnswer["lists"];

/**
 * "Add to list…" for one film: a dialog, open while this is shown, with the person's own lists,
 * each ticked when it holds the film; a tick puts the film in or takes it out at once, and a new
 * list can be made with the film in it. The lists are read when it opens, so it shows what the
 * server keeps now. Closing it (Close, Escape, a link followed) calls `onClose`; the browser gives
 * the focus back to what opened it.
 */
export function AddToListDialog({ film, onClose }: { film: FilmSnapshot; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [lists, setLists] = useState<Lists | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [name, setName] = useState("");

  const read = () =>
    namedListCalls.all(film.movie_id).then(
      (answer) => {
        setLists(answer.lists);
        setProblem(null);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : "Failed to fetch your lists"),
    );
  useEffect(() => {
    dialog.current?.showModal();
    void read();
    // Once, as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** The tick changes at once; what the server kept is read back after (a refusal puts the tick back, and says why). */
  const toggle = async (listId: string, holds: boolean) => {
    setLists((shown) => shown && shown.map((list) => (list.id === listId ? { ...list, has_film: !holds } : list)));
    await changeLists(holds ? `take “${film.title}” off the list` : `add “${film.title}” to the list`, () => (holds ? namedListCalls.removeFilm(listId, film.movie_id) : namedListCalls.addFilm(listId, film)));
    await read();
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="add-to-list-heading" onClose={onClose}>
      <h2 id="add-to-list-heading">{`Add “${film.title}” to your lists`}</h2>
      {problem ? <p role="alert">{problem}</p> : null}
      {lists === null && !problem ? <p>Loading your lists…</p> : null}
      {lists?.length === 0 ? <p>You have made no lists yet: make the first one below.</p> : null}
      {lists && lists.length > 0 ? (
        <ul className="add-to-list__lists">
          {lists.map((list) => (
            <li key={list.id}>
              <label>
                <input type="checkbox" checked={list.has_film ?? false} onChange={() => void toggle(list.id, list.has_film ?? false)} /> {list.name}
              </label>{" "}
              <Link to={`/lists/mine/${list.id}`} onClick={() => dialog.current?.close()}>{`Open ${list.name}`}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          let made: NamedList | undefined;
          void changeLists(
            "make the list",
            async () => {
              made = await namedListCalls.create({ name, ranked: true });
              await namedListCalls.addFilm(made.id, film);
              setName("");
            },
            () => (made ? `Made “${made.name}”, but could not add “${film.title}” to it` : "Could not make the list"),
          ).then(read);
        }}
      >
        <label>
          New list
          <input value={name} required maxLength={NAME_LIMITS.max} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="button">Make it, with this film</button>
      </form>
      <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>Close</button>
    </dialog>
  );
}
