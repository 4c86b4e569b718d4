import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { longDate } from "../../lib/long-date";
import type { StoreApi, UseBoundStore } from "zustand";
import { emptyFilmState, isProvisional } from "../../lists/film-changes";
import type { ListActions } from "../../lists/list-actions";
import type { FilmRef, ListMarks } from "../../lists/list-marks";
import { earliestViewing, type FilmState } from "../../../../common/lists";
import { listsAvailable } from "../../lists/lists-available";
import { yearOf } from "../../lib/year-of";
import { toastError } from "../../stores/toast-store";
import { MESSAGES } from "../../tmdb/api-errors";
import { YourRating } from "./your-lists-rating";
import { localDay } from "../../../../common/local-day";
import "./your-lists.css";
import { openAddToList } from "../../lists/add-to-list-host";
import { filmSnapshot } from "../../lists/film-snapshot";
import { FilmNote } from "./film-note";

interface Props {
  film: FilmRef;
  /**
   * The app's store of films' places in the lists and its actions (lists/list-marks.ts), handed
   * over by the page rather than imported, so that store stays in the cards' own code.
   */
  marks: UseBoundStore<StoreApi<ListMarks>>;
  lists: () => Promise<ListActions>;
}

/**
 * A film's place in the person's lists, on its page: watchlist and favourite (toggle buttons), a
 * rating in half stars (./your-lists-rating.tsx) that can be cleared, and the days the person saw
 * it (any number, each removable). Loaded once the page is on screen: it only works with its code.
 */
export function YourLists({ film, marks, lists }: Props) {
  const state = marks((s) => s.films[film.id]);
  const known = state !== undefined;
  const shown = state ?? emptyFilmState(film.id);
  const [seenOn, setSeenOn] = useState(() => localDay());
  const markSeen = useRef<HTMLButtonElement>(null);
  // When the server keeps no lists for this sign-in (lists/lists-available.ts), nothing is asked.
  const available = listsAvailable();
  useEffect(() => {
    if (!available) return;
    // A film's state that cannot be loaded shows as in no list, as the cards do; a change says so.
    const wanted = lists().then((loaded) => loaded.want(film.id), () => undefined);
    return () => {
      void wanted.then((release) => release?.());
      // Leaving the film's page (for another of the app's) sends a rating still being chosen at once.
      void lists().then((loaded) => loaded.settle(), () => undefined);
    };
  }, [film.id, lists, available]);
  if (!available) return null;
  const snapshot = filmSnapshot(film);
  const act = (run: (loaded: ListActions) => Promise<void> | void) => void lists().then(run, () => toastError(MESSAGES.network));
  const addingViewing = shown.seen.some(isProvisional);
  const onSeen = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addingViewing) return;
    act((loaded) => loaded.addSeen(film, seenOn));
  };

  return (
    <section className="your-lists" aria-labelledby="your-lists-heading">
      <h2 id="your-lists-heading" className="visually-hidden">Your lists</h2>
      <div className="your-lists__row">
        <button type="button" className="your-lists__toggle your-lists__toggle--watchlist" aria-pressed={shown.watchlist} onClick={() => act((loaded) => loaded.toggle("watchlist", film))}>
          <span aria-hidden="true">{shown.watchlist ? "✓" : "+"}</span> Watchlist
        </button>
        <button type="button" className="your-lists__toggle your-lists__toggle--favorites" aria-pressed={shown.favorites} onClick={() => act((loaded) => loaded.toggle("favorites", film))}>
          <span aria-hidden="true">{shown.favorites ? "♥" : "♡"}</span> Favourite
        </button>
      </div>
      <YourRating
        rating={shown.rating}
        choose={(stars) => act((loaded) => loaded.chooseRating(film, stars))}
        settle={() => act((loaded) => loaded.settle())}
        clear={() => act((loaded) => loaded.rate(film, null))}
      />
      <form className="your-lists__row" onSubmit={onSeen}>
        <label htmlFor="seen-on">Seen on</label>
        <input id="seen-on" type="date" value={seenOn} min={earliestViewing(yearOf(film.release_date))} max={localDay()} required onChange={(event) => setSeenOn(event.target.value)} />
        <button type="submit" ref={markSeen} className="your-lists__toggle" aria-disabled={addingViewing}>Mark as seen</button>
      </form>
      <Viewings known={known} seen={shown.seen} remove={(entryId) => act((loaded) => loaded.removeSeen(film, entryId))} lastFocus={markSeen} />
      <div className="your-lists__row">
        <button type="button" className="your-lists__toggle" aria-haspopup="dialog" onClick={(event) => openAddToList(snapshot, event.currentTarget)}>
          Add to list…
        </button>
        <FilmNote film={snapshot} start={shown.note_start} known={known} />
      </div>
    </section>
  );
}

interface ViewingsProps {
  known: boolean;
  seen: FilmState["seen"];
  remove: (entryId: string) => void;
  /** Where focus goes when the last viewing is removed. */
  lastFocus: RefObject<HTMLElement>;
}

/**
 * The days the person saw the film, in one line whatever their number (the section's room is kept
 * before it arrives, so a film seen often must not push the page down): the latest day, and the
 * whole list, each day removable, when the person opens it. A removed day's button goes with it:
 * focus moves to the line, which then says what is left, or when none is, to `lastFocus`.
 */
function Viewings({ known, seen, remove, lastFocus }: ViewingsProps) {
  const summary = useRef<HTMLElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (!removing.current) return;
    removing.current = false;
    (summary.current ?? lastFocus.current)?.focus();
  }, [seen.length, lastFocus]);
  const latest = seen[0];
  if (!latest) return <p className="your-lists__seen">{known ? "Not marked as seen yet" : "\u00a0"}</p>;
  const last = longDate(latest.seen_on);
  return (
    <details className="your-lists__seen">
      <summary ref={summary}>{seen.length === 1 ? `Seen on ${last}` : `Seen ${seen.length} times, last ${last}`}</summary>
      <ul className="your-lists__viewings" aria-label="Your viewings">
        {seen.map((viewing) => (
          <li key={viewing.entry_id}>
            Seen {longDate(viewing.seen_on)}{" "}
            <button
              type="button"
              className="link-button"
              aria-label={`Remove your viewing on ${longDate(viewing.seen_on)}`}
              disabled={isProvisional(viewing)}
              onClick={() => {
                removing.current = true;
                remove(viewing.entry_id);
              }}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
