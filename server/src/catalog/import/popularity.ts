/**
 * Vote figures and popularity for the shipped sample, whose sources carry no TMDB popularity
 * (docs/decisions/011-sample-catalog-breadth-and-popularity.md):
 *
 *   score      = 10 · log10(1 + vote_count) · (vote_average / 10) + 5 · recency
 *   popularity = score + 100 for a curated film, score for a breadth-only film
 *
 * recency falls from 1 for this year's films to 0 for films 50 or more years old. The score stays
 * under 100 for any film with fewer than a billion votes, so every curated film (complete page:
 * overview, cast, crew) leads every breadth-only one, and within each tier the much-voted,
 * well-rated films lead. Rounded to three decimals, like TMDB's.
 */
export const CURATED_LEAD = 100;

/**
 * IMDb counted about fifty times as many votes as TMDB for the same films: the median ratio of
 * TMDB's vote_count (TMDB 5000) to IMDb's votes (vega-datasets) over the 148 curated films found in
 * both is 0.0195.
 */
export const IMDB_VOTES_TO_TMDB = 0.02;

export interface VoteFigures {
  vote_average: number;
  vote_count: number;
}

/**
 * TMDB-scale vote figures from IMDb's rating and votes; null without IMDb votes. A film without
 * votes has no average, as on TMDB (0 from 0 votes): a critics' score (Rotten Tomatoes) is not an
 * average of votes, and taken for one it put films nobody rated first in "highest rated" and past
 * every minimum rating.
 */
export function voteFiguresFrom(imdbRating: number | null, imdbVotes: number | null): VoteFigures | null {
  if (imdbRating !== null && imdbVotes !== null && imdbVotes > 0) {
    return { vote_average: Math.round(imdbRating * 10) / 10, vote_count: Math.max(1, Math.round(imdbVotes * IMDB_VOTES_TO_TMDB)) };
  }
  return null;
}

export function derivePopularity(votes: VoteFigures, releaseYear: number | null, thisYear: number, curated: boolean): number {
  const age = releaseYear === null ? 50 : Math.max(0, thisYear - releaseYear);
  const recency = Math.max(0, 1 - age / 50);
  const score = 10 * Math.log10(1 + votes.vote_count) * (votes.vote_average / 10) + 5 * recency;
  return Math.round((score + (curated ? CURATED_LEAD : 0)) * 1000) / 1000;
}
