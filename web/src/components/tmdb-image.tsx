import { runtimeConfig } from "../lib/runtime-config";
import { imageSrcSet, imageUrl, type ImageSize } from "../tmdb/image-url";

/**
 * `src` and `srcset` of an image from the image host (TMDB's or the embedded one), to spread on an
 * `<img>` with the `sizes` of its box: every size of its kind (POSTER_SIZES, BACKDROP_SIZES,
 * PROFILE_SIZES, smallest first) in `srcset`, and the largest as `src`, for a browser that does not
 * read `srcset`.
 */
export function tmdbImage(path: string, ladder: readonly ImageSize[]): { src: string; srcSet: string } {
  const base = runtimeConfig().imageBaseUrl;
  return { src: imageUrl(base, path, ladder[ladder.length - 1]!)!, srcSet: imageSrcSet(base, path, ladder)! };
}

/**
 * Spread on the picture a page shows largest on its first screen, so the browser fetches it before
 * the others. Spelled as the HTML attribute: React 18 has no `fetchPriority` prop and passes the
 * lowercase attribute through as it is.
 */
export const FETCH_FIRST = { fetchpriority: "high" } as const;
