import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, freshPlace, openTestServices, type TestServices } from "../test-support/test-database";
import { ListFullError, MAX_LIST_ENTRIES, type ListsStore } from "./lists-store";

describe.each(DATABASE_KINDS)("the lists store, on %s", (kind) => {
  let services: TestServices;
  let store: ListsStore;
  beforeAll(async () => {
    services = await openTestServices(await freshPlace(kind));
    store = services.lists;
  });
  afterAll(() => services.close());

  const film = (id: number) => ({ movie_id: id, title: `Film ${id}`, year: "2000", poster_path: null });

  it("applies ten thousand imported rows and exports them back, and applying them again changes nothing", async () => {
    const changes = Array.from({ length: 10_000 }, (_, i) => ({ film: film(i + 1), member: "watchlist" as const, halfStars: 1 + (i % 10), seenOn: "2020-01-01" }));
    await store.applyAll("big", changes);
    const all = await store.everything("big");
    expect([all.watchlist.length, all.ratings.length, all.seen.length]).toEqual([10_000, 10_000, 10_000]);
    expect(await store.summary("big")).toEqual({ watchlist: 10_000, favorites: 0, ratings: 10_000, seen: 10_000 });
    await store.applyAll("big", changes);
    expect((await store.summary("big")).seen).toBe(10_000);
  }, 30_000);

  it("refuses to take a list past its bound, storing none of the change", async () => {
    const changes = Array.from({ length: MAX_LIST_ENTRIES + 1 }, (_, i) => ({ film: film(i + 1), member: "watchlist" as const }));
    await expect(store.applyAll("greedy", changes)).rejects.toBeInstanceOf(ListFullError);
    expect((await store.summary("greedy")).watchlist).toBe(0);
  }, 30_000);

  it("keeps a list within its bound when films come at once: with two places left, ten at once add two", async () => {
    await store.applyAll("crowded", Array.from({ length: MAX_LIST_ENTRIES - 2 }, (_, i) => ({ film: film(i + 1), member: "watchlist" as const })));
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => store.addToList("crowded", "watchlist", film(MAX_LIST_ENTRIES + i))));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.status === "rejected" && outcome.reason instanceof ListFullError)).toHaveLength(8);
    expect((await store.summary("crowded")).watchlist).toBe(MAX_LIST_ENTRIES);
  }, 60_000);
});
