/**
 * Ratings are half stars from 0.5 to 5 (Letterboxd's scale); TMDB and IMDb rate from 1 to 10,
 * which is the same number of steps: one half star is one point.
 */
export const HALF_STAR_STEPS: readonly number[] = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** 3.5 stars → 7 (out of 10). */
export const tenPointScore = (stars: number): number => Math.round(stars * 2);

/** "3.5 stars (7/10)", "1 star (2/10)". */
export const ratingText = (stars: number): string => `${stars} ${stars === 1 ? "star" : "stars"} (${tenPointScore(stars)}/10)`;
