import { isCalendarDay, isDayShaped } from "../../../common/calendar-day";
import { SEEN_BEFORE_THE_FILM, seenTooEarly } from "../../../common/lists";

/**
 * What is wrong with a day given as a viewing's, in words, or undefined when it can be one: written
 * YYYY-MM-DD, a real calendar day, not after tomorrow (a viewing late at night abroad is still today
 * somewhere), and not before the film can have been seen (earliestViewing; before any film when its
 * year is not known).
 */
export function viewingDateProblem(date: string, filmYear = ""): string | undefined {
  if (!isDayShaped(date)) return "A date is written YYYY-MM-DD.";
  if (!isCalendarDay(date)) return "That date does not exist.";
  if (date > new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)) return "A film cannot be seen in the future.";
  if (seenTooEarly(date, filmYear)) return /^\d{4}$/.test(filmYear) ? SEEN_BEFORE_THE_FILM : "That date is before any film.";
  return undefined;
}
