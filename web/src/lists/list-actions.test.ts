import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "zustand";
import type { FilmState } from "../../../common/lists";
import { emptyFilmState } from "./film-changes";
import { createListActions, LISTS_CHANNEL, RATING_SETTLE_MS } from "./list-actions";
import type { FilmRef, ListMarks } from "./list-marks";

const godfather: FilmRef = { id: 238, title: "The Godfather", release_date: "1972-03-14", poster_path: "/godfather.jpg" };
const heat: FilmRef = { id: 949, title: "Heat", release_date: "1995-12-15", poster_path: null };

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The lists' API as a scripted transport: it keeps films' states as the server would, answers in
 * its shapes, and can hold an answer back (to look at the card before the server answers) or refuse
 * requests to a path with a status and message.
 */
function scriptedServer() {
  const states = new Map<number, FilmState>();
  const sent: Sent[] = [];
  const refusals: Array<{ path: RegExp; status: number; message: string }> = [];
  let holding = false;
  const held: Array<{ path: string; deliver: () => void }> = [];
  let nextViewing = 0;
  /** When each film went into each list, and each viewing was entered, as the server keeps it: what a removal answers. */
  const addedAt = new Map<string, string>();
  let clock = Date.UTC(2024, 0, 1);
  const now = () => new Date((clock += 60_000)).toISOString();
  const state = (id: number) => states.get(id) ?? emptyFilmState(id);
  const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  function handle({ method, path, body }: Sent): Response {
    const refusal = refusals.find((r) => r.path.test(path));
    if (refusal) return answer(refusal.status, { code: "REFUSED", message: refusal.message });
    const url = new URL(path, "http://app.test");
    const films = /^\/api\/me\/films$/.test(url.pathname) ? url.searchParams.get("ids")!.split(",").map(Number) : null;
    if (films) return answer(200, { films: films.map(state) });
    const member = /^\/api\/me\/lists\/(watchlist|favorites|ratings)\/(\d+)$/.exec(url.pathname);
    if (member) {
      const [, list, id] = member;
      const current = state(Number(id));
      const next = list === "ratings" ? { ...current, rating: method === "PUT" ? (body as { rating: number }).rating : null } : { ...current, [list!]: method === "PUT" };
      states.set(Number(id), next);
      const key = `${list}/${id}`;
      const was = list === "ratings" ? current.rating !== null : current[list as "watchlist" | "favorites"];
      if (method === "PUT") {
        if (!was) addedAt.set(key, (body as { added_at?: string }).added_at ?? now());
        return answer(200, next);
      }
      const removed = was ? { added_at: addedAt.get(key)!, ...(list === "ratings" ? { rating: current.rating! } : {}) } : null;
      return answer(200, { ...next, removed });
    }
    if (method === "POST" && url.pathname === "/api/me/lists/seen") {
      const { movie_id, seen_on, added_at } = body as { movie_id: number; seen_on: string; added_at?: string };
      const entry_id = `viewing-${++nextViewing}`;
      addedAt.set(entry_id, added_at ?? now());
      const current = state(movie_id);
      states.set(movie_id, { ...current, seen: [{ entry_id, seen_on }, ...current.seen] });
      return answer(201, { entry_id, state: state(movie_id) });
    }
    const viewing = /^\/api\/me\/lists\/seen\/(.+)$/.exec(url.pathname);
    if (method === "DELETE" && viewing) {
      const owner = [...states.values()].find((s) => s.seen.some((v) => v.entry_id === viewing[1]));
      if (!owner) return answer(404, { code: "NOT_FOUND", message: "There is no such viewing." });
      states.set(owner.movie_id, { ...owner, seen: owner.seen.filter((v) => v.entry_id !== viewing[1]) });
      const seen_on = owner.seen.find((v) => v.entry_id === viewing[1])!.seen_on;
      return answer(200, { removed: { added_at: addedAt.get(viewing[1]!)!, seen_on }, state: state(owner.movie_id) });
    }
    return answer(404, { code: "NOT_FOUND", message: "There is nothing at this address." });
  }

  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const request = { method: init.method ?? "GET", path: input, body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    // The server does its work when the request arrives; only the answer's delivery may wait.
    const response = handle(request);
    if (holding) await new Promise<void>((deliver) => held.push({ path: request.path, deliver }));
    return response;
  });
  /** Delivers the held answers to requests whose path matches, in the order they were sent. */
  const deliver = (path = /./) => {
    for (const answer of held.filter((h) => path.test(h.path))) {
      held.splice(held.indexOf(answer), 1);
      answer.deliver();
    }
  };
  return {
    fetch,
    sent,
    states,
    refuse: (path: RegExp, status: number, message: string) => refusals.push({ path, status, message }),
    hold: () => (holding = true),
    deliver,
    release: () => {
      holding = false;
      deliver();
    },
  };
}

function tab(user: () => string | null = () => "ada", channel: BroadcastChannel | null = null) {
  const marks = create<ListMarks>()(() => ({ films: {}, generation: 0 }));
  const refused: Array<{ title: string; message: string }> = [];
  const removals: Array<{ title: string; undo: () => void; withdrawn: boolean }> = [];
  const undoable = (title: string, undo: () => void) => {
    const offer = { title, undo, withdrawn: false };
    removals.push(offer);
    return () => void (offer.withdrawn = true);
  };
  const actions = createListActions({ marks, user, channel, refused: (title, message) => refused.push({ title, message }), undoable });
  return { marks, actions, refused, removals, film: (id: number) => marks.getState().films[id] };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
let server: ReturnType<typeof scriptedServer>;
beforeEach(() => {
  server = scriptedServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("changing a film's place in the lists", () => {
  it("shows the change at once, then keeps what the server answered; the snapshot goes with it", async () => {
    const { actions, film, marks } = tab();
    server.hold();
    const done = actions.toggle("watchlist", godfather);
    expect(film(238)).toMatchObject({ watchlist: true });
    server.release();
    await done;
    expect(film(238)).toEqual({ movie_id: 238, watchlist: true, favorites: false, rating: null, seen: [] });
    expect(server.sent).toEqual([{ method: "PUT", path: "/api/me/lists/watchlist/238", body: { title: "The Godfather", year: "1972", poster_path: "/godfather.jpg" } }]);
    expect(marks.getState().generation).toBe(1);
    await actions.toggle("watchlist", godfather);
    expect(server.sent.at(-1)).toMatchObject({ method: "DELETE", path: "/api/me/lists/watchlist/238" });
    expect(film(238)?.watchlist).toBe(false);
  });

  it("rolls a refused change back with the server's words, keeping the changes it did take", async () => {
    const { actions, film, refused, marks } = tab();
    server.refuse(/favorites/, 500, "Something went wrong on our side. Please try again.");
    server.hold();
    const favourite = actions.toggle("favorites", heat);
    const rating = actions.rate(heat, 3.5);
    expect(film(949)).toMatchObject({ favorites: true, rating: 3.5 });
    server.release();
    await Promise.all([favourite, rating]);
    expect(film(949)).toMatchObject({ favorites: false, rating: 3.5 });
    expect(refused).toEqual([{ title: "Couldn’t add Heat to your favourites", message: "Something went wrong on our side. Please try again." }]);
    expect(server.sent.map((s) => `${s.method} ${s.path}`)).toEqual(["PUT /api/me/lists/favorites/949", "PUT /api/me/lists/ratings/949"]);
    // Only the change the server kept tells the pages to read their lists again.
    expect(marks.getState().generation).toBe(1);
  });

  it("sends one film's changes one after another, so the last one asked for is the one kept", async () => {
    const { actions, film } = tab();
    await Promise.all([actions.rate(godfather, 2), actions.rate(godfather, 4), actions.rate(godfather, null), actions.rate(godfather, 4.5)]);
    expect(server.sent.map((s) => (s.method === "PUT" ? (s.body as { rating: number }).rating : null))).toEqual([2, 4, null, 4.5]);
    expect(film(238)?.rating).toBe(4.5);
    expect(server.states.get(238)?.rating).toBe(4.5);
  });

  it("keeps each viewing with its date, and removes one; one already gone is gone", async () => {
    const { actions, film, refused } = tab();
    server.hold();
    const first = actions.addSeen(godfather, "2001-05-01");
    expect(film(238)?.seen).toEqual([{ entry_id: expect.stringMatching(/^provisional-/) as string, seen_on: "2001-05-01" }]);
    server.release();
    await first;
    await actions.addSeen(godfather, "2020-12-24");
    expect(film(238)?.seen.map((v) => v.seen_on)).toEqual(["2020-12-24", "2001-05-01"]);
    const [newest, oldest] = film(238)!.seen;
    await actions.removeSeen(godfather, newest!.entry_id);
    expect(film(238)?.seen).toEqual([oldest]);
    server.states.set(238, { ...server.states.get(238)!, seen: [] }); // removed elsewhere meanwhile
    await actions.removeSeen(godfather, oldest!.entry_id);
    expect(film(238)?.seen).toEqual([]);
    expect(refused).toEqual([]);
  });
});

describe("undoing a removal", () => {
  const sentBodies = (method: string, path: RegExp) => server.sent.filter((s) => s.method === method && path.test(s.path)).map((s) => s.body);

  it("tells a film taken off a list, and puts it back at its old place on undo", async () => {
    const { actions, film, removals } = tab();
    await actions.toggle("watchlist", godfather);
    const [added] = sentBodies("PUT", /watchlist/);
    await actions.toggle("watchlist", godfather);
    expect(film(238)?.watchlist).toBe(false);
    expect(removals.map((r) => r.title)).toEqual(["Removed “The Godfather” from your watchlist"]);
    removals[0]!.undo();
    await settle();
    expect(film(238)?.watchlist).toBe(true);
    const putBack = sentBodies("PUT", /watchlist/).at(-1) as { added_at: string };
    expect(putBack).toEqual({ ...(added as object), added_at: expect.stringMatching(/^2024-/) as string });
    // The time it was first added, as the server said when it went: its place in the list.
    expect(putBack.added_at).toBe(new Date(Date.UTC(2024, 0, 1, 0, 1)).toISOString());
  });

  it("tells a cleared rating with its stars, and puts the same rating back on undo", async () => {
    const { actions, film, removals } = tab();
    await actions.rate(heat, 3.5);
    await actions.rate(heat, null);
    expect(removals.map((r) => r.title)).toEqual(["Cleared your rating of “Heat”: 3.5 stars (7/10)"]);
    removals[0]!.undo();
    await settle();
    expect(film(949)?.rating).toBe(3.5);
    expect(sentBodies("PUT", /ratings/).at(-1)).toMatchObject({ rating: 3.5, added_at: new Date(Date.UTC(2024, 0, 1, 0, 1)).toISOString() });
  });

  it("tells a removed viewing with its day, and enters it again on that day on undo", async () => {
    const { actions, film, removals } = tab();
    await actions.addSeen(heat, "2023-12-24");
    await actions.removeSeen(heat, film(949)!.seen[0]!.entry_id);
    expect(film(949)?.seen).toEqual([]);
    expect(removals.map((r) => r.title)).toEqual(["Removed your viewing of “Heat” on 24 December 2023"]);
    removals[0]!.undo();
    await settle();
    expect(film(949)?.seen.map((v) => v.seen_on)).toEqual(["2023-12-24"]);
    expect(sentBodies("POST", /seen/).at(-1)).toMatchObject({ seen_on: "2023-12-24", added_at: new Date(Date.UTC(2024, 0, 1, 0, 1)).toISOString() });
  });

  it("tells a second viewing on one day, which may be a second press, and takes it back on undo", async () => {
    const { actions, film, removals } = tab();
    await actions.addSeen(heat, "2023-12-24");
    await actions.addSeen(heat, "2023-12-25");
    expect(removals).toEqual([]);
    await actions.addSeen(heat, "2023-12-24");
    expect(removals.map((r) => r.title)).toEqual(["Seen “Heat” twice on 24 December 2023"]);
    await actions.addSeen(heat, "2023-12-24");
    expect(removals.map((r) => r.title).at(-1)).toBe("Seen “Heat” 3 times on 24 December 2023");
    removals[1]!.undo();
    await settle();
    expect(film(949)?.seen.map((v) => v.seen_on).sort()).toEqual(["2023-12-24", "2023-12-24", "2023-12-25"]);
    // The viewing taken back is the one that press added, not another of that day.
    expect(server.sent.filter((s) => s.method === "DELETE").map((s) => s.path)).toEqual(["/api/me/lists/seen/viewing-4"]);
    // Taking back a second press is not itself offered to be taken back.
    expect(removals).toHaveLength(2);
  });

  it("withdraws an offer once what it would put back has changed again, so an Undo never puts an older value over a newer one", async () => {
    const { actions, film, removals } = tab();
    const showing = () => removals.filter((offer) => !offer.withdrawn).map((offer) => offer.title);
    await actions.rate(heat, 4);
    await actions.rate(heat, null);
    expect(showing()).toEqual(["Cleared your rating of “Heat”: 4 stars (8/10)"]);
    await actions.rate(heat, 2);
    expect(showing()).toEqual([]);
    // Chosen step by step (the arrow keys) counts as soon as it shows.
    await actions.rate(heat, null);
    actions.chooseRating(heat, 1.5);
    expect(showing()).toEqual([]);
    await actions.settle();
    // Added, taken off and put back: no offer left; taken off again: one, for that removal.
    await actions.toggle("watchlist", heat);
    await actions.toggle("watchlist", heat);
    await actions.toggle("watchlist", heat);
    expect(showing()).toEqual([]);
    await actions.toggle("watchlist", heat);
    expect(showing()).toEqual(["Removed “Heat” from your watchlist"]);
    // Another change to the film's other lists leaves it standing.
    await actions.toggle("favorites", heat);
    expect(showing()).toEqual(["Removed “Heat” from your watchlist"]);
    // Changed again before the removal's answer came: no offer at all.
    await actions.rate(heat, 3);
    server.hold();
    const clearing = actions.rate(heat, null);
    const rerating = actions.rate(heat, 5);
    server.release();
    await Promise.all([clearing, rerating]);
    expect(film(949)?.rating).toBe(5);
    expect(showing()).toEqual(["Removed “Heat” from your watchlist"]);
  });

  it("withdraws the offers for a film another tab changed, and every offer when someone else signs in", async () => {
    let who = "ada";
    const { actions, removals } = tab(() => who);
    const showing = () => removals.filter((offer) => !offer.withdrawn).map((offer) => offer.title);
    for (const film of [godfather, heat]) {
      await actions.toggle("favorites", film);
      await actions.toggle("favorites", film);
    }
    expect(showing()).toHaveLength(2);
    actions.heard({ user: "ada", films: [{ ...emptyFilmState(949), favorites: true }] });
    expect(showing()).toEqual(["Removed “The Godfather” from your favourites"]);
    const stale = removals.find((offer) => !offer.withdrawn)!;
    actions.forget();
    who = "grace";
    expect(showing()).toEqual([]);
    // An undo pressed after all (a toast still on its way out) puts nothing in Grace's lists.
    const sentBefore = server.sent.length;
    stale.undo();
    await settle();
    expect(server.sent.slice(sentBefore).filter((s) => s.method !== "GET")).toEqual([]);
  });

  it("puts back once however often Undo is pressed, and nothing once the offer is withdrawn (a toast still leaving)", async () => {
    const { actions, film, removals } = tab();
    await actions.addSeen(heat, "2023-12-24");
    await actions.removeSeen(heat, film(949)!.seen[0]!.entry_id);
    const [offer] = removals;
    offer!.undo();
    offer!.undo();
    await settle();
    offer!.undo();
    await settle();
    expect(server.sent.filter((s) => s.method === "POST")).toHaveLength(2);
    expect(film(949)?.seen).toHaveLength(1);
    // Rated, cleared, then rated again: the withdrawn offer's Undo, pressed as its toast leaves, keeps the newer stars.
    await actions.rate(heat, 4);
    await actions.rate(heat, null);
    const stale = removals.at(-1)!;
    await actions.rate(heat, 2);
    expect(stale.withdrawn).toBe(true);
    stale.undo();
    await settle();
    expect(film(949)?.rating).toBe(2);
    expect(server.sent.at(-1)).toMatchObject({ method: "PUT", body: { rating: 2 } });
  });

  it("tells nothing of a removal the server refused, of one that found nothing, or of one made before someone else signed in", async () => {
    let who = "ada";
    const { actions, removals } = tab(() => who);
    server.states.set(238, { ...emptyFilmState(238), favorites: true });
    server.refuse(/favorites/, 500, "Something went wrong on our side. Please try again.");
    await actions.toggle("favorites", godfather);
    // Cleared in another tab already: the server says nothing went.
    server.states.set(949, { ...emptyFilmState(949), watchlist: true });
    actions.want(949);
    await settle();
    server.states.set(949, emptyFilmState(949));
    await actions.toggle("watchlist", heat);
    await actions.rate(heat, 2);
    server.hold();
    const clearing = actions.rate(heat, null);
    await settle();
    actions.forget();
    who = "grace";
    server.release();
    await clearing;
    expect(removals).toEqual([]);
  });
});

describe("choosing a rating step by step (the arrow keys)", () => {
  const ratingsSent = () => server.sent.filter((s) => s.path.includes("/ratings/")).map((s) => (s.method === "PUT" ? (s.body as { rating: number }).rating : null));

  it("shows each step at once and sends one request, for the rating the person settles on", async () => {
    vi.useFakeTimers();
    const { actions, film } = tab();
    for (const stars of [0.5, 1, 1.5, 2, 2.5]) {
      actions.chooseRating(godfather, stars);
      expect(film(238)?.rating).toBe(stars);
      await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS / 4);
    }
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS);
    expect(server.sent).toEqual([{ method: "PUT", path: "/api/me/lists/ratings/238", body: { title: "The Godfather", year: "1972", poster_path: "/godfather.jpg", rating: 2.5 } }]);
    expect(film(238)?.rating).toBe(2.5);
    expect(server.states.get(238)?.rating).toBe(2.5);
  });

  it("sends the rating at once when the person leaves (settle), and not again once the pause is over", async () => {
    vi.useFakeTimers();
    const { actions } = tab();
    actions.chooseRating(heat, 4);
    actions.chooseRating(heat, 4.5);
    await actions.settle();
    expect(ratingsSent()).toEqual([4.5]);
    await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS * 2);
    expect(ratingsSent()).toEqual([4.5]);
    expect(server.states.get(949)?.rating).toBe(4.5);
  });

  it("lets clearing the rating replace one still being chosen", async () => {
    vi.useFakeTimers();
    const { actions, film } = tab();
    actions.chooseRating(heat, 3);
    await actions.rate(heat, null);
    await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS * 2);
    expect(ratingsSent()).toEqual([null]);
    expect(film(949)?.rating).toBeNull();
  });

  it("rolls a refused rating back to the one the server last kept, with the server's words", async () => {
    vi.useFakeTimers();
    const { actions, film, refused } = tab();
    server.states.set(238, { ...emptyFilmState(238), rating: 3 });
    actions.want(238);
    await vi.advanceTimersByTimeAsync(0);
    expect(film(238)?.rating).toBe(3);
    server.refuse(/ratings/, 503, "Your lists cannot be saved right now. Please try again in a moment.");
    actions.chooseRating(godfather, 3.5);
    actions.chooseRating(godfather, 4);
    expect(film(238)?.rating).toBe(4);
    await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS);
    await vi.waitFor(() => expect(refused).toHaveLength(1));
    expect(film(238)?.rating).toBe(3);
    expect(refused).toEqual([{ title: "Couldn’t rate The Godfather", message: "Your lists cannot be saved right now. Please try again in a moment." }]);
  });

  it("rolls back to no rating a refused first rating of a film whose state was not known yet", async () => {
    vi.useFakeTimers();
    const { actions, film } = tab();
    server.refuse(/ratings/, 500, "Something went wrong on our side. Please try again.");
    actions.chooseRating(heat, 1);
    actions.chooseRating(heat, 1.5);
    await actions.settle();
    expect(film(949)?.rating).toBeNull();
  });

  it("does not send a rating still being chosen when someone else signs in", async () => {
    vi.useFakeTimers();
    const { actions, film } = tab();
    actions.chooseRating(godfather, 5);
    actions.forget();
    await vi.advanceTimersByTimeAsync(RATING_SETTLE_MS * 2);
    await actions.settle();
    expect(ratingsSent()).toEqual([]);
    expect(film(238)).toBeUndefined();
  });
});

describe("knowing the films' states", () => {
  it("asks once for every film shown at the same moment, never again for one it knows, and 100 at most per request", async () => {
    const { actions, film } = tab();
    server.states.set(2, { ...emptyFilmState(2), watchlist: true });
    for (const id of [1, 2, 3, 2]) actions.want(id);
    await settle();
    expect(server.sent.map((s) => s.path)).toEqual(["/api/me/films?ids=1,2,3"]);
    expect(film(2)?.watchlist).toBe(true);
    actions.want(2);
    await settle();
    expect(server.sent).toHaveLength(1);
    for (let id = 100; id < 350; id++) actions.want(id);
    await settle();
    expect(server.sent.slice(1).map((s) => new URL(s.path, "http://x").searchParams.get("ids")!.split(",").length)).toEqual([100, 100, 50]);
  });

  it("does not let an answer asked for before a change undo the change", async () => {
    const { actions, film } = tab();
    server.hold();
    actions.want(238);
    await settle();
    const adding = actions.toggle("watchlist", godfather);
    await settle();
    expect(server.sent.map((s) => s.method)).toEqual(["GET", "PUT"]);
    // The server read the film before the change and kept the change; the change's answer arrives first.
    server.deliver(/watchlist/);
    await adding;
    server.release();
    await settle();
    expect(film(238)?.watchlist).toBe(true);
  });

  it("reads again every film on screen at a refresh, however many, 100 to a request; a film no longer shown is asked for when shown again", async () => {
    const { actions, film } = tab();
    const releases = Array.from({ length: 250 }, (_, i) => actions.want(i + 1));
    await settle();
    releases[0]!(); // film 1's card has gone
    server.sent.length = 0;
    for (const id of [1, 2, 250]) server.states.set(id, { ...emptyFilmState(id), watchlist: true }); // changed on another device
    await actions.refresh();
    const asked = server.sent.map((s) => new URL(s.path, "http://x").searchParams.get("ids")!.split(",").map(Number));
    expect(asked.map((ids) => ids.length)).toEqual([100, 100, 49]);
    expect(asked.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 249 }, (_, i) => i + 2));
    expect([film(2)?.watchlist, film(250)?.watchlist]).toEqual([true, true]);
    server.sent.length = 0;
    actions.want(1);
    await settle();
    expect(server.sent.map((s) => s.path)).toEqual(["/api/me/films?ids=1"]);
    expect(film(1)?.watchlist).toBe(true);
  });

  it("reads the films shown lately again when asked to refresh, and has list pages read their lists again", async () => {
    const { actions, film, marks } = tab();
    actions.want(238);
    await settle();
    server.states.set(238, { ...emptyFilmState(238), favorites: true }); // changed on another device
    await actions.refresh();
    expect(film(238)?.favorites).toBe(true);
    expect(marks.getState().generation).toBe(1);
  });
});

describe("two tabs of one browser", () => {
  it("converge at once: a change one tab's server kept shows in the other, for the same person only", async () => {
    const one = tab(() => "ada", new BroadcastChannel(LISTS_CHANNEL));
    const twoChannel = new BroadcastChannel(LISTS_CHANNEL);
    const two = tab(() => "ada", twoChannel);
    twoChannel.onmessage = (event: MessageEvent) => two.actions.heard(event.data as Parameters<typeof two.actions.heard>[0]);
    const otherChannel = new BroadcastChannel(LISTS_CHANNEL);
    const someoneElse = tab(() => "grace", otherChannel);
    otherChannel.onmessage = (event: MessageEvent) => someoneElse.actions.heard(event.data as Parameters<typeof someoneElse.actions.heard>[0]);

    await one.actions.toggle("watchlist", godfather);
    await vi.waitFor(() => expect(two.film(238)?.watchlist).toBe(true));
    expect(two.marks.getState().generation).toBe(1);
    expect(someoneElse.film(238)).toBeUndefined();
    expect(server.sent).toHaveLength(1); // the other tab asked the server nothing

    // An import changes anything: the other tab reads what it shows again.
    two.actions.want(238);
    server.states.set(238, { ...server.states.get(238)!, rating: 5 });
    await one.actions.changedEverything();
    await vi.waitFor(() => expect(two.film(238)?.rating).toBe(5));
    for (const channel of [twoChannel, otherChannel]) channel.close();
  });

  it("forget everything when someone else signs in", async () => {
    const { actions, film } = tab();
    await actions.toggle("favorites", heat);
    actions.forget();
    expect(film(949)).toBeUndefined();
  });

  it("drop what a read made before someone else signed in brings back, and ask again for the new person", async () => {
    const { actions, film } = tab();
    server.states.set(238, { ...emptyFilmState(238), watchlist: true }); // Ada's
    server.hold();
    actions.want(238);
    await settle();
    server.states.set(238, emptyFilmState(238)); // Grace's, who signed in meanwhile
    actions.forget(); // the film is still on screen: it is asked for again, as Grace's
    actions.want(238);
    await settle();
    expect(server.sent.map((s) => s.path)).toEqual(["/api/me/films?ids=238", "/api/me/films?ids=238"]);
    server.deliver();
    await settle();
    expect(film(238)?.watchlist).toBe(false);
    server.release();
  });

  it("drop a change on its way when someone else signs in: not shown, not told to the other tabs as theirs, not sent if still waiting", async () => {
    let who = "ada";
    const heard: unknown[] = [];
    const listener = new BroadcastChannel(LISTS_CHANNEL);
    listener.onmessage = (event: MessageEvent) => heard.push(event.data);
    const { actions, film, refused, marks } = tab(() => who, new BroadcastChannel(LISTS_CHANNEL));
    server.hold();
    const changes = [actions.rate(godfather, 2), actions.rate(godfather, 4)];
    await settle();
    actions.forget();
    who = "grace";
    server.release();
    await Promise.all(changes);
    await settle();
    expect(film(238)).toBeUndefined();
    expect(marks.getState().generation).toBe(0);
    expect(heard).toEqual([]);
    expect(refused).toEqual([]);
    expect(server.sent.map((s) => `${s.method} ${s.path}`)).toEqual(["PUT /api/me/lists/ratings/238"]);
    listener.close();
  });
});
