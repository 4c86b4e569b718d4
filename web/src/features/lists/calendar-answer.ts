import type { CalendarAnswer } from "../../../../common/calendar";
import type { PageContext } from "../../lib/page-route";
import { listsAvailable } from "../../lists/lists-available";
import type { AnswerRequest } from "../../stores/movie-store";
import { personalAnswer } from "./list-answer";

export const CALENDAR_KEY_BASE = "me-calendar";

export const calendarAnswer = (): AnswerRequest<CalendarAnswer> => personalAnswer("myCalendar", CALENDAR_KEY_BASE, (service) => service.getCalendar(), "Failed to fetch your release calendar");

/** `/calendar`: the watchlist's release dates. Nothing is asked when the server keeps no lists for this sign-in. */
export async function loadCalendarPage({ movies }: PageContext): Promise<void> {
  if (listsAvailable()) await movies.show(calendarAnswer());
}

/** The releases still to come (from `today`, YYYY-MM-DD, on), the soonest first, and those out already, the latest first. */
export function splitReleases<T extends { release_date: string }>(releases: readonly T[], today: string): { coming: T[]; out: T[] } {
  return { coming: releases.filter((r) => r.release_date >= today), out: releases.filter((r) => r.release_date < today).reverse() };
}
