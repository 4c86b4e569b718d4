/**
 * The fewest votes a film needs to be among the top rated. An average of a handful of votes says
 * little: without a floor, TMDB 5000's list would open with films rated 10 by one or two voters.
 * TMDB's own Top Rated page asks for at least 300 votes ("Minimum User Votes"). The catalog's
 * `/3/movie/top_rated` keeps this floor, and the web app asks discover for it when it shows the
 * top rated of one genre (so on the catalog the two hold the same films).
 */
export const TOP_RATED_MIN_VOTES = 300;
