import { localDay } from "../../../common/local-day";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "1963-12-18" → "18 December 1963": a day as the app writes it for people. Written out by hand,
 * not by Intl, so the server and the browser write the same words (no time zone, no locale data)
 * and no formatter is loaded while a page hydrates. A value that is not such a day is left as it is.
 */
export function longDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return year && month && date && month <= 12 ? `${date} ${MONTHS[month - 1]} ${year}` : day;
}

/** "1963-12-18" → "December 1963": the month a day is in, as the app heads a month's entries. A value that is not such a day is left as it is. */
export function monthOfYear(day: string): string {
  const [year, month] = day.split("-").map(Number);
  return year && month && month <= 12 ? `${MONTHS[month - 1]} ${year}` : day;
}

/** An instant (an ISO time the server answered) as the day it was where the person is: "29 November 2026". */
export const dayOfInstant = (iso: string): string => longDate(localDay(new Date(iso)));
