const MINUTE = 60_000;

/**
 * How long a TMDB answer may be reused, by path (movie lists 5 minutes, movie details
 * 15 minutes, genres 1 hour). Configuration changes as rarely as genres; a person's details,
 * credits and images are kept like a film's details.
 */
export function cacheLifetimeMs(path: string): number {
  if (path === "/3/genre/movie/list" || path === "/3/configuration") return 60 * MINUTE;
  if (/^\/3\/movie\/\d+(\/(credits|videos|images))?$/.test(path)) return 15 * MINUTE;
  if (/^\/3\/person\/\d+(\/(movie_credits|images))?$/.test(path)) return 15 * MINUTE;
  return 5 * MINUTE;
}
