/**
 * The sizes TMDB's /configuration lists for each kind of image, below "original": the ladders a
 * browser picks from in an `<img srcset>`, and the sizes the embedded image host draws. A "w"
 * size is a width in pixels; TMDB's one height size, h632, is a profile's (profiles are 2:3).
 */
export type ImageSize = `w${number}` | `h${number}`;

export const POSTER_SIZES = ["w92", "w154", "w185", "w342", "w500", "w780"] as const satisfies readonly ImageSize[];
export const BACKDROP_SIZES = ["w300", "w780", "w1280"] as const satisfies readonly ImageSize[];
export const PROFILE_SIZES = ["w45", "w185", "h632"] as const satisfies readonly ImageSize[];
export const LOGO_SIZES = ["w45", "w92", "w154", "w185", "w300", "w500"] as const satisfies readonly ImageSize[];
export const STILL_SIZES = ["w92", "w185", "w300"] as const satisfies readonly ImageSize[];
