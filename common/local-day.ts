/**
 * The day an instant falls on in the time zone where this runs (a browser: the person's own; the
 * server: its TZ), as a date input writes it (YYYY-MM-DD); now by default.
 */
export function localDay(at: Date = new Date()): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
