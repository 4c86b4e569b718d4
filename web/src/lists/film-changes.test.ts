import { describe, expect, it } from "vitest";
import { applyChange, emptyFilmState, shownState, type FilmChange } from "./film-changes";

describe("a film's state as changes are made over it", () => {
  it("adds and removes from a list, rates, and keeps viewings newest first", () => {
    let state = emptyFilmState(238);
    state = applyChange(state, { kind: "membership", list: "watchlist", on: true });
    state = applyChange(state, { kind: "rating", stars: 4.5 });
    state = applyChange(state, { kind: "seen", entryId: "a", seenOn: "2001-05-01" });
    state = applyChange(state, { kind: "seen", entryId: "b", seenOn: "2020-12-24" });
    state = applyChange(state, { kind: "seen", entryId: "c", seenOn: "2010-01-01" });
    expect(state).toEqual({
      movie_id: 238, watchlist: true, favorites: false, rating: 4.5,
      seen: [{ entry_id: "b", seen_on: "2020-12-24" }, { entry_id: "c", seen_on: "2010-01-01" }, { entry_id: "a", seen_on: "2001-05-01" }],
    });
    state = applyChange(state, { kind: "unseen", entryId: "c" });
    state = applyChange(state, { kind: "membership", list: "watchlist", on: false });
    state = applyChange(state, { kind: "rating", stars: null });
    expect(state).toEqual({ movie_id: 238, watchlist: false, favorites: false, rating: null, seen: [{ entry_id: "b", seen_on: "2020-12-24" }, { entry_id: "a", seen_on: "2001-05-01" }] });
  });

  it("shows the confirmed state with the changes still on their way; dropping a refused one rolls back that one only", () => {
    const confirmed = emptyFilmState(1);
    const favourite: FilmChange = { kind: "membership", list: "favorites", on: true };
    const rating: FilmChange = { kind: "rating", stars: 3 };
    expect(shownState(confirmed, [favourite, rating])).toMatchObject({ favorites: true, rating: 3 });
    // The favourite was refused: the rating still on its way stays shown.
    expect(shownState(confirmed, [rating])).toMatchObject({ favorites: false, rating: 3 });
    expect(shownState(confirmed, [])).toBe(confirmed);
  });
});
