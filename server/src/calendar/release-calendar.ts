import ical from "ical-generator";
import type { CalendarRelease } from "../../../common/calendar";
import type { ListEntry } from "../../../common/lists";
import type { FilmFacts } from "../stats/film-facts";

/**
 * The release dates of the films on a watchlist, the earliest first (films of one day by title),
 * and how many the catalog gives no date for.
 */
export function watchlistReleases(watchlist: readonly ListEntry[], facts: ReadonlyMap<number, FilmFacts>): { releases: CalendarRelease[]; undated: number } {
  const releases: CalendarRelease[] = [];
  let undated = 0;
  for (const entry of watchlist) {
    const day = facts.get(entry.movie_id)?.releaseDate ?? null;
    if (day === null) undated += 1;
    else releases.push({ movie_id: entry.movie_id, title: entry.title, poster_path: entry.poster_path, release_date: day });
  }
  releases.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.title.localeCompare(b.title) || a.movie_id - b.movie_id);
  return { releases, undated };
}

/** How often calendar apps are asked to read the feed again: a release date seldom moves within hours. */
const REFRESH_SECONDS = 6 * 60 * 60;

/**
 * The releases as an iCalendar feed (RFC 5545): one all-day event a film, on its release date,
 * linking to its page. Each event's UID is the film's, so an app that reads the feed again moves an
 * event whose date changed instead of adding another, and drops one taken off the watchlist.
 */
export function releaseFeed(releases: readonly CalendarRelease[], baseUrl: string, now = new Date()): string {
  const host = new URL(baseUrl).host;
  const calendar = ical({ name: "MovieApp: your watchlist’s releases", prodId: { company: "MovieApp", product: "Release calendar" }, ttl: REFRESH_SECONDS });
  for (const release of releases) {
    const page = new URL(`/movie/${release.movie_id}`, baseUrl).href;
    calendar.createEvent({
      id: `watchlist-${release.movie_id}@${host}`,
      // A date alone (YYYY-MM-DD) makes a day-long event on that day in every time zone.
      start: release.release_date,
      allDay: true,
      stamp: now,
      summary: `${release.title} (release)`,
      description: `On your MovieApp watchlist. ${page}`,
      url: page,
    });
  }
  return calendar.toString();
}
