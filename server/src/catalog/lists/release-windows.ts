import type { ReleaseWindow } from "../../../../common/tmdb/wire-types";
import { dateOf, dayNumber, type FilmTable } from "../store/film-table";
import { PAGE_SIZE } from "../api/params";
import { isDayShaped } from "../../../../common/calendar-day";

export interface ReleaseWindows {
  /** The catalog's own "today": the last day of now playing. */
  today: string;
  nowPlaying: ReleaseWindow;
  upcoming: ReleaseWindow;
}

/** Upcoming holds the catalog's latest 1 % of dated films, at least one and at most a page. */
const UPCOMING_SHARE = 0.01;
/** Now playing holds twice as many films as upcoming, released before them. */
const NOW_PLAYING_FACTOR = 2;

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Now playing and upcoming relative to the catalog's own date, not the clock: a catalog is a
 * snapshot (TMDB 5000 ends in 2016, the shipped sample in 2023), and against today's date both
 * lists would be empty for ever. TMDB's windows are about six weeks back and three ahead; a
 * snapshot's last months are sparse (the sample has six films from 2018 to 2023), so fixed spans
 * would leave a list empty. The windows are sized by films instead:
 *
 * - upcoming: the latest u dated films, u = 1 % of them, at least 1 and at most 20 (one page);
 * - the catalog's today: the release date of the next latest film (so upcoming starts the day after);
 * - now playing: today back to the release date of the 2u-th latest film before upcoming.
 *
 * Films sharing a boundary date fall on the same side. A catalog with no dated film takes the day
 * it was built as today, and both lists are empty.
 */
export function releaseWindows(releaseDates: Iterable<string>, builtOn: string): ReleaseWindows {
  const dates = [...releaseDates].filter(isDayShaped).sort().reverse();
  if (dates.length === 0) {
    return { today: builtOn, nowPlaying: { minimum: builtOn, maximum: builtOn }, upcoming: { minimum: addDays(builtOn, 1), maximum: addDays(builtOn, 1) } };
  }
  const upcomingCount = Math.min(PAGE_SIZE, Math.max(1, Math.ceil(dates.length * UPCOMING_SHARE)));
  const today = upcomingCount < dates.length ? dates[upcomingCount]! : addDays(dates.at(-1)!, -1);
  const oldestNowPlaying = upcomingCount * (1 + NOW_PLAYING_FACTOR) - 1;
  const nowPlayingFrom = oldestNowPlaying < dates.length ? dates[oldestNowPlaying]! : dates.at(-1)!;
  return {
    today,
    nowPlaying: { minimum: nowPlayingFrom < today ? nowPlayingFrom : today, maximum: today },
    upcoming: { minimum: addDays(today, 1), maximum: dates[0]! },
  };
}

type ReleaseFacts = Pick<FilmTable, "ids" | "adult" | "released" | "byPopularity">;

/** The films released within a window, most popular first (the order TMDB lists them in); adult films left out. */
export function releasedWithin(window: ReleaseWindow, films: ReleaseFacts): number[] {
  const from = dayNumber(window.minimum);
  const to = dayNumber(window.maximum);
  const ids: number[] = [];
  for (const p of films.byPopularity) if (films.adult[p] === 0 && films.released[p]! >= from && films.released[p]! <= to) ids.push(films.ids[p]!);
  return ids;
}

/** The release dates a catalog's windows are drawn from: those of the films any list may show. */
export function listedReleaseDates(films: ReleaseFacts): string[] {
  const dates: string[] = [];
  for (let p = 0; p < films.ids.length; p++) if (films.adult[p] === 0) dates.push(dateOf(films.released[p]!));
  return dates;
}
