const MINUTE = 60_000;

/** Answers that change about as often as a film's or a person's page: details and what hangs off them. */
const DETAILS_LIKE = [
  /^\/3\/movie\/\d+(\/(credits|videos|images|keywords))?$/,
  /^\/3\/person\/\d+(\/(movie_credits|images))?$/,
  /^\/3\/collection\/\d+$/,
];

/** Answers that change as rarely as TMDB's own set-up. */
const REFERENCE = new Set(["/3/genre/movie/list", "/3/configuration"]);

/**
 * How long a TMDB answer may be reused, by kind of path: reference data (genres, configuration)
 * 1 hour; details-like answers (a film's details, credits, videos, images and keywords; a person's
 * details, credits and images; a collection) 15 minutes; everything else 5 minutes. Everything else
 * is a list whose order moves with TMDB's daily figures (popular, top rated, now playing, upcoming,
 * discover, similar, recommendations, every search); a path not known here is kept as briefly.
 */
export function cacheLifetimeMs(path: string): number {
  if (REFERENCE.has(path)) return 60 * MINUTE;
  if (DETAILS_LIKE.some((pattern) => pattern.test(path))) return 15 * MINUTE;
  return 5 * MINUTE;
}
