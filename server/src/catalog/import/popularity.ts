/**
 * Popularity for films whose source has none (the shipped sample), derived so that famous,
 * well-loved and much-voted films lead Popular (docs/decisions/007-sample-popularity.md):
 *
 *   popularity = 10 · log10(1 + vote_count) · (vote_average / 10) + 5 · recency
 *
 * where recency falls from 1 for this year's films to 0 for films 50 or more years old.
 * Rounded to three decimals, like TMDB's.
 */
export function derivePopularity(voteAverage: number, voteCount: number, releaseYear: number | null, thisYear: number): number {
  const age = releaseYear === null ? 50 : Math.max(0, thisYear - releaseYear);
  const recency = Math.max(0, 1 - age / 50);
  const value = 10 * Math.log10(1 + voteCount) * (voteAverage / 10) + 5 * recency;
  return Math.round(value * 1000) / 1000;
}
