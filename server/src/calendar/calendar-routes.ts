import { Hono } from "hono";
import type { CalendarAnswer, CalendarFeedAnswer } from "../../../common/calendar";
import { answerStorageFailures } from "../auth/storage-guard";
import type { ListsStore } from "../lists/lists-store";
import { notFound, type ListsEnv } from "../lists/me-answers";
import type { FilmFactsSource } from "../stats/film-facts";
import { feedPath } from "./calendar-feeds-store";
import { releaseFeed, watchlistReleases } from "./release-calendar";

/** The person's watchlist with its films' release dates, from the catalog's facts. */
async function releasesOf(store: ListsStore, facts: FilmFactsSource, userId: string) {
  const watchlist = await store.whole(userId, "watchlist");
  return watchlistReleases(watchlist, (await facts(watchlist.map((entry) => entry.movie_id))).films);
}

/**
 * `/api/me/calendar`: the release dates of the films on the person's watchlist, and their private
 * feed's address; `/api/me/calendar/feed` makes, replaces (new-address) and removes the feed.
 */
export function addCalendarRoutes(routes: Hono<ListsEnv>, store: ListsStore, facts: FilmFactsSource): void {
  const feeds = store.calendarFeeds;
  const feedOf = async (userId: string): Promise<CalendarFeedAnswer> => {
    const secret = await feeds.secretOf(userId);
    return { feed_path: secret === null ? null : feedPath(secret) };
  };
  routes.get("/api/me/calendar", async (c) => c.json({ ...(await releasesOf(store, facts, c.get("userId"))), ...(await feedOf(c.get("userId"))) } satisfies CalendarAnswer));
  // A change to the feed answers its address alone: the dates have not changed.
  routes.put("/api/me/calendar/feed", async (c) => {
    await feeds.create(c.get("userId"));
    return c.json(await feedOf(c.get("userId")));
  });
  routes.post("/api/me/calendar/feed/new-address", async (c) => {
    if (!(await feeds.renew(c.get("userId")))) return notFound("You have no calendar feed.");
    return c.json(await feedOf(c.get("userId")));
  });
  routes.delete("/api/me/calendar/feed", async (c) => {
    if (!(await feeds.remove(c.get("userId")))) return notFound("You have no calendar feed.");
    return c.body(null, 204);
  });
}

/**
 * `GET /api/calendar/{secret}.ics`: the person's feed, for calendar apps, which can only be given
 * an address: its secret says whose watchlist it reads. An unknown (replaced, removed) one is 404.
 */
export function createCalendarFeedRoutes({ store, facts }: { store: ListsStore; facts: FilmFactsSource }): Hono {
  const routes = new Hono();
  routes.use("/api/calendar/*", answerStorageFailures("load your lists"));
  routes.get("/api/calendar/:file", async (c) => {
    const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param("file"))?.[1];
    const userId = secret === undefined ? undefined : await store.calendarFeeds.ownerOf(secret);
    if (userId === undefined) return c.text("There is no calendar at this address: it may have been replaced or removed.", 404, { "Cache-Control": "no-store" });
    const { releases } = await releasesOf(store, facts, userId);
    // Films' links lead where the calendar app reads the feed from: an address it can open.
    return c.body(releaseFeed(releases, new URL(c.req.url).origin), 200, { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "Content-Disposition": 'inline; filename="movieapp-watchlist.ics"' });
  });
  return routes;
}
