import { isCalendarDay } from "../../../common/calendar-day";
import { TOP_RATED_MIN_VOTES } from "../../../common/tmdb/list-rules";
import type { ReleaseWindow } from "../../../common/tmdb/wire-types";
import type { MovieListName } from "./entities";

/** The lists that cover a release window, which their first page names (`dates`). */
export type DatedListName = Exclude<MovieListName, "top_rated">;


export function isReleaseWindow(value: unknown): value is ReleaseWindow {
  const window = value as Partial<ReleaseWindow> | null | undefined;
  return typeof window?.minimum === "string" && typeof window.maximum === "string" && isCalendarDay(window.minimum) && isCalendarDay(window.maximum);
}

/** One of home's other lists narrowed to one genre; a dated list with the window its first page gave. */
export type ListOfGenre = { list: "top_rated"; genreId: number } | { list: DatedListName; genreId: number; window: ReleaseWindow };

/**
 * A list of one genre as TMDB's `/discover/movie` parameters (page left out). TMDB's lists take no
 * genre, so each list's own rule is asked of discover instead:
 * - Top rated: the best average among films with enough votes (TOP_RATED_MIN_VOTES).
 * - Now playing and Upcoming: the most popular films released in cinemas within the list's window
 *   (release types 2 and 3, limited and wide, as TMDB's own site asks; the catalog has one release
 *   date per film and ignores the type).
 */
export function listOfGenreQuery(of: ListOfGenre): Record<string, string | number> {
  if (of.list === "top_rated") return { with_genres: of.genreId, "vote_count.gte": TOP_RATED_MIN_VOTES, sort_by: "vote_average.desc" };
  return { with_genres: of.genreId, "release_date.gte": of.window.minimum, "release_date.lte": of.window.maximum, with_release_type: "2|3", sort_by: "popularity.desc" };
}
