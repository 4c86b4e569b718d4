/**
 * The release calendar (`/api/me/calendar`): the release dates of the films on a person's
 * watchlist, on the `/calendar` page and in a private iCalendar feed calendar apps subscribe to.
 */

/** A film on the watchlist with the day it comes out (or came out), YYYY-MM-DD. */
export interface CalendarRelease {
  movie_id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
}

/** The private feed's path (its secret included), or null when the person has none: what a change to the feed answers. */
export interface CalendarFeedAnswer {
  feed_path: string | null;
}

export interface CalendarAnswer extends CalendarFeedAnswer {
  /** Every film on the watchlist that has a release date, the earliest first. */
  releases: CalendarRelease[];
  /** Films on the watchlist the catalog gives no date for. */
  undated: number;
}
