/** A movie id from the URL: a whole number above 0, or undefined ("abc", "0", "-1"). */
export function parseMovieId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
