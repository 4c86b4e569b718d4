import type { MovieFeatures } from "../store/movie-features";

/**
 * The fewest votes a film needs to be in `/3/movie/top_rated`. An average of a handful of votes
 * says little: without a floor, TMDB 5000's list would open with films rated 10 by one or two
 * voters. TMDB's own Top Rated page asks for at least 300 votes ("Minimum User Votes"); the same
 * floor keeps 2,149 of TMDB 5000's 4,803 films and leads with The Shawshank Redemption (8.5, 8,205
 * votes) and The Godfather (8.4, 5,893).
 */
export const TOP_RATED_MIN_VOTES = 300;

/** Films with enough votes, best average first; among equal averages, the more voted first. Adult films are left out, as in every list. */
export function topRatedIds(movies: ReadonlyMap<number, MovieFeatures>): number[] {
  return [...movies.values()]
    .map((movie) => movie.item)
    .filter((item) => !item.adult && item.vote_count >= TOP_RATED_MIN_VOTES)
    .sort((a, b) => b.vote_average - a.vote_average || b.vote_count - a.vote_count || a.id - b.id)
    .map((item) => item.id);
}
