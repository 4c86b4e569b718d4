import type { StoreApi } from "zustand";
import { MAX_FILM_STATES, ratingText, type FilmState, type FilmStates, type MembershipList, type RemovalAnswer, type ViewingRemoval } from "../../../common/lists";
import { useAuthStore } from "../auth/auth-store";
import { longDate } from "../lib/long-date";
import { toastError, toastUndoable, useToastStore } from "../stores/toast-store";
import { ApiError } from "../tmdb/api-errors";
import { emptyFilmState, PROVISIONAL_ID_PREFIX, shownState, type FilmChange } from "./film-changes";
import { filmSnapshot } from "./film-snapshot";
import type { FilmRef, ListMarks } from "./list-marks";
import { meRequest } from "./me-api";

/** What one tab tells the others once the server has kept a change: the films' new states, or that anything may have changed (an import). */
export type ListsMessage = { user: string; films: FilmState[] } | { user: string; everything: true };

/** The channel the tabs of one browser tell each other about changes on. */
export const LISTS_CHANNEL = "movieapp-lists";
/** A refresh on focus at most this often: coming back to a tab fires both `focus` and `visibilitychange`. */
export const REFRESH_GAP_MS = 2_000;
/**
 * A rating chosen step by step (arrow keys, held or tapped) is sent once no other has been chosen
 * for this long: longer than a key's repeat delay and a tap's rhythm, short enough that the
 * person has long stopped looking when it goes. Leaving the control or the page sends it at once.
 */
export const RATING_SETTLE_MS = 800;

/** A film's snapshot as a change's body carries it: the film is named by the request's address. */
const snapshotOf = (film: FilmRef) => {
  const { movie_id: _named, ...fields } = filmSnapshot(film);
  return fields;
};
const LIST_WORDS: Record<MembershipList, string> = { watchlist: "your watchlist", favorites: "your favourites" };

export interface ListActionsOptions {
  marks: StoreApi<ListMarks>;
  /** Who is signed in: changes are told to the other tabs of the same person only. */
  user: () => string | null;
  channel: BroadcastChannel | null;
  /** How a refused change is told: an error toast with what the server said. */
  refused: (title: string, message: string) => void;
  /**
   * How a kept change the person may not have meant is told, with a way to take it back: a toast
   * with "Undo". Told for each removal, and for a second viewing on one day. `gone` is called
   * when the offer goes of itself (its toast timed out or was dismissed). Answers how to withdraw
   * the offer (its toast goes), once what it would put back has changed again.
   */
  undoable: (title: string, undo: () => void, gone: () => void) => () => void;
}

/**
 * The person's lists as the app changes them: optimistic (the card shows the change at once), in
 * order per film (each film's requests go one after another, so the last change is the one kept),
 * and rolled back with a toast when the server refuses (the refused change only: see
 * shownState). A rating chosen step by step shows each step at once but is sent once, when the
 * person settles on it (chooseRating, settle). Films' states are asked for in batches as cards
 * appear. Once the server has kept a change, the other tabs of this browser are told at once
 * (BroadcastChannel); other devices catch up when the person comes back to a tab (refresh()).
 */
export function createListActions({ marks, user, channel, refused, undoable }: ListActionsOptions) {
  const confirmed = new Map<number, FilmState>();
  const pending = new Map<number, FilmChange[]>();
  const queues = new Map<number, Promise<unknown>>();
  /** Ratings chosen and shown but not sent yet, each sent when its timer ends or at settle(). */
  const choosing = new Map<number, { film: FilmRef; stars: number; timer: ReturnType<typeof setTimeout> }>();
  /** The films on screen now, each with how many cards or pages show it: what a refresh reads again. */
  const shownFilms = new Map<number, number>();
  const asking = new Set<number>();
  let toAsk = new Set<number>();
  let provisional = 0;
  /** Counts requests and kept changes, so an answer asked for before a change was kept cannot undo it. */
  let clock = 0;
  const keptAt = new Map<number, number>();
  /**
   * Goes up each time another person (or nobody) signs in: each request notes the session it was
   * made in, and what it brings back for an older session is dropped, so the previous person's
   * lists are never shown, kept or told to the other tabs as the new person's.
   */
  let session = 0;

  const show = (movieId: number) => {
    const chosen = choosing.get(movieId);
    const changes: FilmChange[] = [...(pending.get(movieId) ?? []), ...(chosen ? [{ kind: "rating", stars: chosen.stars } as const] : [])];
    const state = shownState(confirmed.get(movieId) ?? emptyFilmState(movieId), changes);
    marks.setState((current) => ({ films: { ...current.films, [movieId]: state } }));
  };
  const bump = () => marks.setState((current) => ({ generation: current.generation + 1 }));
  /** States the server gave, asked for at `askedAt`: a film changed since keeps what the change left. */
  const receive = (states: readonly FilmState[], askedAt = clock) => {
    for (const state of states) {
      if ((keptAt.get(state.movie_id) ?? -1) > askedAt) continue;
      confirmed.set(state.movie_id, state);
      show(state.movie_id);
    }
  };
  const tell = (message: { films: FilmState[] } | { everything: true }) => {
    const who = user();
    if (who) channel?.postMessage({ user: who, ...message } satisfies ListsMessage);
  };

  /** Asks for these films' states, MAX_FILM_STATES at a time. A failure leaves them unknown (a later refresh asks again). */
  async function ask(ids: readonly number[]) {
    const batches = Array.from({ length: Math.ceil(ids.length / MAX_FILM_STATES) }, (_, i) => ids.slice(i * MAX_FILM_STATES, (i + 1) * MAX_FILM_STATES));
    await Promise.all(
      batches.map(async (batch) => {
        batch.forEach((id) => asking.add(id));
        const askedAt = ++clock;
        const askedIn = session;
        try {
          const { films } = await meRequest<FilmStates>("GET", `/films?ids=${batch.join(",")}`);
          if (askedIn === session) receive(films, askedAt);
        } catch {
          // Unknown stays unknown: the buttons show "not in the list" until a refresh succeeds.
        } finally {
          if (askedIn === session) batch.forEach((id) => asking.delete(id));
        }
      }),
    );
  }

  /** Before a film's first change, what it shows is what the server last said (a change rolls back to it). */
  const startChanging = (id: number) => {
    if (!confirmed.has(id)) confirmed.set(id, marks.getState().films[id] ?? emptyFilmState(id));
  };
  /** A rating chosen but not sent yet is dropped: a newer choice replaces it, or nobody is left to send it for. */
  const dropChosen = (id: number) => {
    clearTimeout(choosing.get(id)?.timer);
    choosing.delete(id);
  };

  /**
   * The undo offers still showing, by what each would put back: a film's place in one list, its
   * rating, or its viewings. An offer is withdrawn as soon as that changes again (here, or in
   * another tab), so an Undo never puts back an older value over a newer one; and all of them when
   * someone else signs in, whose lists they are not.
   */
  const offers = new Map<string, { withdraw: () => void }>();
  /** The latest change to each aspect still on its way: an offer made for an older change is not shown. */
  const latest = new Map<string, number>();
  let changes = 0;
  const aspectOf = (id: number, made: FilmChange) => `${id}:${made.kind === "membership" ? made.list : made.kind === "rating" ? "rating" : "seen"}`;
  const withdraw = (aspect: string) => {
    const offer = offers.get(aspect);
    offers.delete(aspect);
    offer?.withdraw();
  };
  const withdrawFilm = (id: number) => [...offers.keys()].filter((aspect) => aspect.startsWith(`${id}:`)).forEach(withdraw);
  /** A new change to an aspect: the offer out for it goes. Answers the change's number, to check an offer made for it against. */
  const changing = (aspect: string) => {
    withdraw(aspect);
    latest.set(aspect, ++changes);
    return changes;
  };

  /**
   * Makes the change at once, then asks the server; `send` answers the film's new state as the
   * server kept it, and may offer to undo the change it made (`offerUndo`): the offer is shown only
   * if it is still the latest change to that aspect, and by the same person.
   */
  function change(film: FilmRef, made: FilmChange, send: (offerUndo: (title: string, undo: () => Promise<void>) => void) => Promise<FilmState>, failure: string): Promise<void> {
    const id = film.id;
    const aspect = aspectOf(id, made);
    const number = changing(aspect);
    const madeIn = session;
    const offerUndo = (title: string, undo: () => Promise<void>) => {
      if (madeIn !== session || latest.get(aspect) !== number) return;
      const offer = { withdraw: () => undefined as void };
      offers.set(aspect, offer);
      const current = () => offers.get(aspect) === offer && madeIn === session;
      offer.withdraw = undoable(
        title,
        () => {
          // Used once, and only while it is still the offer out for its aspect: a second press, or
          // a press on a toast leaving after a newer change, puts nothing back.
          if (!current()) return;
          offers.delete(aspect);
          void undo();
        },
        () => void (current() && offers.delete(aspect)),
      );
    };
    startChanging(id);
    pending.set(id, [...(pending.get(id) ?? []), made]);
    show(id);
    const done = (queues.get(id) ?? Promise.resolve()).then(async () => {
      // A change still waiting when the person signed out is not sent as whoever is signed in now.
      if (madeIn !== session) return;
      try {
        const state = await send(offerUndo);
        if (madeIn !== session) return;
        confirmed.set(id, state);
        keptAt.set(id, ++clock);
        tell({ films: [state] });
        bump();
      } catch (error) {
        if (madeIn === session) refused(failure, error instanceof Error ? error.message : String(error));
      } finally {
        if (latest.get(aspect) === number) latest.delete(aspect);
        if (madeIn === session) {
          pending.set(id, (pending.get(id) ?? []).filter((other) => other !== made));
          show(id);
        }
      }
    });
    queues.set(id, done);
    return done;
  }

  const actions = {
    /**
     * A card or page shows this film: its state is asked for (with the others shown at the same
     * moment) unless known, and read again at each refresh while shown. Answers a function to call
     * when it is no longer shown.
     */
    want(movieId: number): () => void {
      shownFilms.set(movieId, (shownFilms.get(movieId) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const count = shownFilms.get(movieId) ?? 1;
        if (count === 1) shownFilms.delete(movieId);
        else shownFilms.set(movieId, count - 1);
      };
      if (confirmed.has(movieId) || asking.has(movieId) || toAsk.has(movieId)) return release;
      toAsk.add(movieId);
      if (toAsk.size === 1) {
        setTimeout(() => {
          const ids = [...toAsk];
          toAsk = new Set();
          void ask(ids);
        }, 0);
      }
      return release;
    },

    /** Adds the film to the list or takes it off; taken off, the person can undo it (add, at its old time). */
    toggle(list: MembershipList, film: FilmRef): Promise<void> {
      const on = !(marks.getState().films[film.id]?.[list] ?? false);
      if (on) return actions.add(list, film);
      return change(
        film,
        { kind: "membership", list, on },
        async (offerUndo) => {
          const { removed: went, ...state } = await meRequest<RemovalAnswer>("DELETE", `/lists/${list}/${film.id}`);
          if (went) offerUndo(`Removed “${film.title}” from ${LIST_WORDS[list]}`, () => actions.add(list, film, went.added_at));
          return state;
        },
        `Couldn’t remove ${film.title} from ${LIST_WORDS[list]}`,
      );
    },

    /** Adds the film to the list: now, or, undoing its removal, at `addedAt`, its old place in the list. */
    add(list: MembershipList, film: FilmRef, addedAt?: string): Promise<void> {
      return change(
        film,
        { kind: "membership", list, on: true },
        () => meRequest<FilmState>("PUT", `/lists/${list}/${film.id}`, { ...snapshotOf(film), added_at: addedAt }),
        `Couldn’t add ${film.title} to ${LIST_WORDS[list]}`,
      );
    },

    /**
     * Stars in halves from 0.5 to 5, or null to clear the rating (which the person can undo): sent
     * at once, replacing a rating still being chosen. `ratedAt` keeps an undone rating's first date.
     */
    rate(film: FilmRef, stars: number | null, ratedAt?: string): Promise<void> {
      dropChosen(film.id);
      const path = `/lists/ratings/${film.id}`;
      return change(
        film,
        { kind: "rating", stars },
        async (offerUndo) => {
          if (stars !== null) return meRequest<FilmState>("PUT", path, { ...snapshotOf(film), rating: stars, added_at: ratedAt });
          const { removed: went, ...state } = await meRequest<RemovalAnswer>("DELETE", path);
          if (went?.rating !== undefined) {
            const was = went.rating;
            offerUndo(`Cleared your rating of “${film.title}”: ${ratingText(was)}`, () => actions.rate(film, was, went.added_at));
          }
          return state;
        },
        stars === null ? `Couldn’t clear your rating of ${film.title}` : `Couldn’t rate ${film.title}`,
      );
    },

    /**
     * A rating chosen step by step (each arrow key): shown at once, and sent once the person
     * settles on it, after RATING_SETTLE_MS without another choice or at settle(), whichever
     * comes first; so holding or tapping the arrows sends one request, for the last value.
     */
    chooseRating(film: FilmRef, stars: number) {
      changing(aspectOf(film.id, { kind: "rating", stars }));
      startChanging(film.id);
      dropChosen(film.id);
      choosing.set(film.id, { film, stars, timer: setTimeout(() => void actions.rate(film, stars), RATING_SETTLE_MS) });
      show(film.id);
    },

    /** Sends at once every rating still being chosen (the person left the control, the page or the tab). */
    settle(): Promise<void> {
      return Promise.all([...choosing.values()].map(({ film, stars }) => actions.rate(film, stars))).then(() => undefined);
    },

    /**
     * A viewing on that day (YYYY-MM-DD); a film may be seen any number of times, but a second
     * viewing on one day is more often a second press, so it is told with a way to take it back.
     * `enteredAt` keeps an undone removal's place among its day's viewings, and `words` what it carried.
     */
    addSeen(film: FilmRef, seenOn: string, enteredAt?: string, words?: Pick<ViewingRemoval["removed"], "said_rewatch" | "review">): Promise<void> {
      const entryId = `${PROVISIONAL_ID_PREFIX}${++provisional}`;
      return change(
        film,
        { kind: "seen", entryId, seenOn },
        async (offerUndo) => {
          const { entry_id, state } = await meRequest<{ entry_id: string; state: FilmState }>("POST", "/lists/seen", { ...filmSnapshot(film), seen_on: seenOn, added_at: enteredAt, ...words });
          const thatDay = state.seen.filter((viewing) => viewing.seen_on === seenOn).length;
          if (thatDay > 1 && enteredAt === undefined) offerUndo(`Seen “${film.title}” ${thatDay === 2 ? "twice" : `${thatDay} times`} on ${longDate(seenOn)}`, () => actions.removeSeen(film, entry_id, { offerUndo: false }));
          return state;
        },
        `Couldn’t mark ${film.title} as seen`,
      );
    },

    /**
     * Removes one viewing, which the person can undo (unless it is itself an undo: `offerUndo`
     * false); the server answers what went and the film's new state.
     */
    removeSeen(film: FilmRef, entryId: string, { offerUndo: offering = true } = {}): Promise<void> {
      return change(
        film,
        { kind: "unseen", entryId },
        async (offerUndo) => {
          try {
            const { removed: went, state } = await meRequest<ViewingRemoval>("DELETE", `/lists/seen/${encodeURIComponent(entryId)}`);
            if (offering) offerUndo(`Removed your viewing of “${film.title}” on ${longDate(went.seen_on)}`, () => actions.addSeen(film, went.seen_on, went.added_at, { said_rewatch: went.said_rewatch, review: went.review }));
            return state;
          } catch (error) {
            // Already gone (removed in another tab): what the person asked for is so; the film's state is read afresh.
            if (!(error instanceof ApiError && error.status === 404)) throw error;
            return (await meRequest<FilmStates>("GET", `/films?ids=${film.id}`)).films[0]!;
          }
        },
        `Couldn’t remove that viewing of ${film.title}`,
      );
    },

    /** Anything may have changed (an import was applied here): this tab and the others read everything again. */
    changedEverything() {
      tell({ everything: true });
      return actions.refresh();
    },

    /**
     * Reads again every film on screen (MAX_FILM_STATES to a request), and has list pages read
     * their lists again (coming back to the tab; another tab's import). What is known of films
     * not on screen may be as old, so it is forgotten: they are asked for when shown again.
     */
    refresh(): Promise<void> {
      for (const id of confirmed.keys()) if (!shownFilms.has(id) && !pending.get(id)?.length && !choosing.has(id)) confirmed.delete(id);
      bump();
      return ask([...shownFilms.keys()]);
    },

    /** What another tab told: its kept changes are this tab's too. */
    heard(message: ListsMessage) {
      if (message.user !== user()) return;
      if ("everything" in message) {
        [...offers.keys()].forEach(withdraw);
        return void actions.refresh();
      }
      message.films.forEach((film) => withdrawFilm(film.movie_id));
      receive(message.films);
      bump();
    },

    /** Forgets everything known (another person signed in, or nobody); the films still on screen are asked for again, as the new person's. */
    forget() {
      session++;
      [...offers.keys()].forEach(withdraw);
      latest.clear();
      for (const id of [...choosing.keys()]) dropChosen(id);
      asking.clear();
      toAsk.clear();
      confirmed.clear();
      pending.clear();
      keptAt.clear();
      marks.setState({ films: {} });
      if (user() !== null) void ask([...shownFilms.keys()]);
    },
  };
  return actions;
}

export type ListActions = ReturnType<typeof createListActions>;

let tab: ListActions | undefined;

/**
 * This tab's lists over the app's store (./list-marks.ts): changes told to and heard from the
 * other tabs, read again when the person comes back to the tab, forgotten when someone else (or
 * nobody) is signed in. Made once, on first use, in a browser only.
 */
export function tabActions(marks: StoreApi<ListMarks>): ListActions {
  if (tab) return tab;
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(LISTS_CHANNEL);
  const actions = (tab = createListActions({
    marks,
    user: () => useAuthStore.getState().user?.id ?? null,
    channel,
    refused: (title, message) => void toastError(title, message),
    undoable: (title, undo, gone) => {
      const id = toastUndoable(title, undo, gone);
      return () => useToastStore.getState().dismissToast(id);
    },
  }));
  if (channel) channel.onmessage = (event: MessageEvent<ListsMessage>) => actions.heard(event.data);
  let lastRefresh = Date.now();
  const comeBack = () => {
    if (document.visibilityState !== "visible" || Date.now() - lastRefresh < REFRESH_GAP_MS) return;
    lastRefresh = Date.now();
    void actions.refresh();
  };
  // A rating still being chosen is sent when the person leaves the tab or the page (its request
  // outlives the page: me-api's keepalive); a phone may never fire pagehide, hence both.
  const leave = () => {
    if (document.visibilityState === "hidden") void actions.settle();
  };
  document.addEventListener("visibilitychange", comeBack);
  document.addEventListener("visibilitychange", leave);
  window.addEventListener("pagehide", () => void actions.settle());
  window.addEventListener("focus", comeBack);
  let signedIn = useAuthStore.getState().user?.id;
  useAuthStore.subscribe((auth) => {
    if (auth.user?.id === signedIn) return;
    signedIn = auth.user?.id;
    actions.forget();
  });
  return actions;
}
