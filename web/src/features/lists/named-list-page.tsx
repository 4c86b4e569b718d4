import { useEffect, useRef, useState, type DragEvent } from "react";
import { useParams, useSearchParams } from "react-router";
import { MAX_LIST_NOTE, type NamedListEntry, type NamedListPage as NamedListPageAnswer, type NamedListSort } from "../../../../common/named-lists";
import { Link } from "../../components/link";
import { PageMessage } from "../../components/page-message";
import { PAGED_LIST_ID, PaginationControls } from "../../components/pagination-controls";
import { withPage } from "../../lib/page-params";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useErrorToast } from "../../lib/use-error-toast";
import { useListMarks } from "../../lists/list-marks";
import { listsAvailable } from "../../lists/lists-available";
import { namedListCalls } from "../../lists/named-list-calls";
import { useMovieStore, type ShownAnswer } from "../../stores/movie-store";
import { toastUndoable } from "../../stores/toast-store";
import { paginationOf } from "../../tmdb/entities";
import { answerForThisPerson } from "./list-answer";
import { namedListAnswer, namedListKeyBase, readNamedListAddress, type NamedListAddress } from "./named-list-answer";
import { changeLists } from "../../lists/named-list-changes";
import { NamedListSettings } from "./named-list-settings";
import { YourRating } from "./your-rating";
import "./lists.css";

export { loadNamedListPage } from "./named-list-answer";

const SORT_LABELS: Record<NamedListSort, string> = { rank: "Your order", added: "Date added", title: "Title", year: "Year", rating: "Your rating" };

/** `/lists/mine/{id}`: a list the person named, its films in its own order (ranked) or sorted, each with its note. */
export default function NamedListPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const address = readNamedListAddress(id, params);
  if (!listsAvailable()) return <PageMessage title="Your lists" text="Lists are kept with MovieApp’s own accounts; with this sign-in they are not available yet." linkTo="/" linkText="Back to popular movies" />;
  if (!address) return <PageMessage title="List not found" text="That address does not name one of your lists." linkTo="/lists" linkText="Your lists" />;
  return <NamedListView address={address} />;
}

function NamedListView({ address }: { address: NamedListAddress }) {
  const [params, setParams] = useSearchParams();
  const generation = useListMarks((s) => s.generation);
  const base = namedListKeyBase(address);
  const shown = answerForThisPerson(useMovieStore((s) => s.shown.myNamedList) as ShownAnswer<NamedListPageAnswer> | undefined, base);
  const answer = shown?.value;
  useEffect(() => void useMovieStore.getState().show(namedListAnswer(address)), [generation, base]); // eslint-disable-line react-hooks/exhaustive-deps
  useDocumentTitle(answer?.list.name ?? (shown?.errorStatus === 404 ? "List not found" : "Your list"));
  useErrorToast(shown?.errorStatus === 404 ? null : (shown?.error ?? null));
  const heading = useRef<HTMLHeadingElement>(null);

  if (shown?.errorStatus === 404) return <PageMessage title="List not found" text="You have no such list: it may have been deleted." linkTo="/lists" linkText="Your lists" />;
  if (!answer) {
    return (
      <main id="main" className="my-list">
        <h1>Your list</h1>
        {shown?.error ? (
          <div className="error-state" role="alert">
            <p>{shown.error}</p>
            <button type="button" className="button" onClick={() => void useMovieStore.getState().show(namedListAnswer(address))}>Try again</button>
          </div>
        ) : (
          <p className="browse-count" aria-live="polite">Loading your list…</p>
        )}
      </main>
    );
  }
  const { list } = answer;
  const inOwnOrder = list.ranked && answer.sort === "rank";
  const pagination = paginationOf(answer.page, answer.total_pages, answer.total_results);
  // "Your order" is offered for a ranked list, and kept in the menu while the address asks for it.
  const sorts: NamedListSort[] = list.ranked || answer.sort === "rank" ? ["rank", "added", "title", "year", "rating"] : ["added", "title", "year", "rating"];

  return (
    <main id="main" className="my-list named-list">
      <div className="home__heading">
        <h1 ref={heading} tabIndex={-1}>{list.name}</h1>
        <label className="my-list__sort">
          Sort by{" "}
          <select
            value={answer.sort}
            onChange={(event) => {
              const next = withPage(params, 1);
              next.set("sort", event.target.value);
              setParams(next);
            }}
          >
            {sorts.map((sort) => <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>)}
          </select>
        </label>
      </div>
      {list.description ? <p className="named-list__description">{list.description}</p> : null}
      <p className="browse-count" aria-live="polite">
        {`${list.ranked ? "Ranked" : "Unranked"} · ${list.film_count === 1 ? "1 film" : `${list.film_count.toLocaleString("en")} films`}${list.share_token ? " · Shared" : ""}`}
      </p>
      <NamedListSettings list={list} />
      {answer.total_results === 0 ? <p className="empty-state">This list is empty: add films to it with “Add to list…” on a film’s page.</p> : null}
      <Entries listId={list.id} entries={answer.results} movable={inOwnOrder} filmCount={list.film_count} onGone={() => heading.current?.focus()} />
      {answer.total_pages > 1 ? <PaginationControls pagination={pagination} /> : null}
    </main>
  );
}

/** The films of the page: in a ranked list's own order, each can be moved by its buttons, to a position, or dragged onto another's place. */
interface EntriesProps {
  listId: string;
  entries: Array<NamedListEntry & { rating: number | null }>;
  movable: boolean;
  filmCount: number;
  /** Where the focus goes when the film it was on has left the page (taken out, or moved to another page). */
  onGone: () => void;
}

function Entries({ listId, entries, movable, filmCount, onGone }: EntriesProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const list = useRef<HTMLOListElement & HTMLUListElement>(null);
  // A film just moved keeps the focus in its new place (its row), once the list is read again.
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (followed.current === null) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-film="${followed.current}"]`);
    followed.current = null;
    if (row) row.focus();
    else onGone();
  }, [entries, onGone]);
  const move = (entry: NamedListEntry, position: number) => {
    followed.current = entry.movie_id;
    void changeLists(`move “${entry.title}”`, () => namedListCalls.moveFilm(listId, entry.movie_id, position));
  };
  const remove = (entry: NamedListEntry) =>
    void changeLists(`take “${entry.title}” off the list`, async () => {
      const { removed } = await namedListCalls.removeFilm(listId, entry.movie_id);
      onGone();
      toastUndoable(`Removed “${entry.title}” from the list`, () => void changeLists(`put “${entry.title}” back`, () => namedListCalls.addFilm(listId, entry, { note: removed.note, position: removed.position, added_at: removed.added_at })));
    });
  const dropOn = (target: NamedListEntry) => (event: DragEvent) => {
    event.preventDefault();
    const entry = entries.find((candidate) => candidate.movie_id === dragged);
    setDragged(null);
    if (entry && entry.movie_id !== target.movie_id) move(entry, target.position);
  };
  const Tag = movable ? "ol" : "ul";
  return (
    <Tag ref={list} id={PAGED_LIST_ID} className="named-list__films" tabIndex={-1} start={movable ? entries[0]?.position : undefined}>
      {entries.map((entry) => (
        <li
          key={entry.movie_id}
          data-film={entry.movie_id}
          tabIndex={-1}
          className="named-list__film"
          draggable={movable}
          onDragStart={movable ? () => setDragged(entry.movie_id) : undefined}
          onDragOver={movable ? (event) => event.preventDefault() : undefined}
          onDrop={movable ? dropOn(entry) : undefined}
        >
          {movable ? <span className="named-list__rank">{entry.position}</span> : null}
          <div className="named-list__film-text">
            <Link to={`/movie/${entry.movie_id}`}>{entry.title}</Link> {entry.year ? <span className="named-list__year">({entry.year})</span> : null}
            {entry.rating ? <> <YourRating stars={entry.rating} /></> : null}
            <Note listId={listId} entry={entry} />
          </div>
          <div className="named-list__film-actions">
            {movable ? (
              <>
                <button type="button" className="button button--secondary" disabled={entry.position === 1} onClick={() => move(entry, entry.position - 1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">{`Move ${entry.title} up`}</span>
                </button>
                <button type="button" className="button button--secondary" disabled={entry.position === filmCount} onClick={() => move(entry, entry.position + 1)}>
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">{`Move ${entry.title} down`}</span>
                </button>
                <MoveTo key={entry.position} entry={entry} filmCount={filmCount} onMove={(position) => move(entry, position)} />
              </>
            ) : null}
            <button type="button" className="link-button" aria-label={`Remove ${entry.title} from this list`} onClick={() => remove(entry)}>Remove</button>
          </div>
        </li>
      ))}
    </Tag>
  );
}

/** A position typed for a film: the quickest way from 40th to 3rd in a long list. */
function MoveTo({ entry, filmCount, onMove }: { entry: NamedListEntry; filmCount: number; onMove: (position: number) => void }) {
  // Made afresh (its key) whenever the film's position changes, so the field starts at the new one.
  const [value, setValue] = useState(String(entry.position));
  return (
    <form
      className="named-list__move-to"
      onSubmit={(event) => {
        event.preventDefault();
        const position = Number(value);
        if (Number.isInteger(position) && position >= 1 && position !== entry.position) onMove(Math.min(position, filmCount));
      }}
    >
      <label>
        <span className="visually-hidden">{`Position of ${entry.title}`}</span>
        <input type="number" min={1} max={filmCount} value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit" className="button button--secondary" aria-label={`Move ${entry.title} to this position`}>Move</button>
    </form>
  );
}

/** A field that appears at a person's request takes the focus. */
const focusField = (field: HTMLElement | null) => field?.focus();

/** A film's note in this list: shown as text, its line breaks kept; edited in place. */
function Note({ listId, entry }: { listId: string; entry: NamedListEntry }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.note);
  // Back from the form (saved or not), the focus returns to the button that opened it.
  const returning = useRef(false);
  const focusOnReturn = (button: HTMLButtonElement | null) => {
    if (button && returning.current) button.focus();
    returning.current = false;
  };
  const close = () => {
    returning.current = true;
    setEditing(false);
  };
  if (!editing) {
    return (
      <>
        {entry.note ? <p className="named-list__note">{entry.note}</p> : null}
        <button ref={focusOnReturn} type="button" className="link-button" aria-label={`${entry.note ? "Edit note on" : "Add a note to"} ${entry.title}`} onClick={() => { setText(entry.note); setEditing(true); }}>
          {entry.note ? "Edit note" : "Add a note"}
        </button>
      </>
    );
  }
  return (
    <form
      className="named-list__note-form"
      onSubmit={(event) => {
        event.preventDefault();
        void changeLists(`save the note on “${entry.title}”`, () => namedListCalls.addFilm(listId, entry, { note: text })).then((saved) => saved && close());
      }}
    >
      <label>
        {`Note on ${entry.title}`}
        <textarea ref={focusField} value={text} maxLength={MAX_LIST_NOTE} rows={3} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button">Save note</button>{" "}
      <button type="button" className="button button--secondary" onClick={close}>Cancel</button>
    </form>
  );
}
