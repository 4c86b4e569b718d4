/** A day written as TMDB writes release dates: four-digit year, two-digit month and day ("2024-05-01"). */
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a day written "YYYY-MM-DD", whether or not the calendar has it. */
export function isDayShaped(text: string): boolean {
  return DAY_SHAPE.test(text);
}

/** Whether the text is a day written "YYYY-MM-DD" that the calendar has (not 2023-02-29 or 2024-13-01). */
export function isCalendarDay(text: string): boolean {
  if (!isDayShaped(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
