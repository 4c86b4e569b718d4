/**
 * A whole number with its thousands grouped the en-US way: 3252 → "3,252".
 *
 * Why not toLocaleString: the first Intl number format a page asks for loads the locale's ICU
 * data, which costs Chromium some 60 ms of main thread (measured on a fresh page), and counts
 * render while a server-rendered page hydrates, where that task blocked input. The app's language
 * is always en-US, so grouping needs no locale data.
 */
export function groupDigits(value: number): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}
