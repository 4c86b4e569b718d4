import { runtimeConfig } from "../lib/runtime-config";
import { imageSrcSet, imageUrl, type ImageSize } from "../tmdb/image-url";

/** What an image from the image host needs besides its sources: the width of its box, and when to load it. */
export interface ImageBox {
  /** The `sizes` attribute: the width the stylesheet lays the image out at. */
  sizes: string;
  /** "lazy" for pictures below a page's first screen. */
  loading?: "eager" | "lazy";
}

/**
 * The attributes of an `<img>` from the image host (TMDB's or the embedded one), to spread on it:
 * every size of its kind (POSTER_SIZES, BACKDROP_SIZES, PROFILE_SIZES, smallest first) in `srcset`,
 * and the largest as `src`, for a browser that does not read `srcset`. `loading` and `sizes` come
 * first: React 18 sets a new element's attributes in the order given, and Firefox and Safari start
 * fetching when `src` is set, with whatever `loading` and `sizes` say by then.
 */
export function tmdbImage(path: string, ladder: readonly ImageSize[], { sizes, loading = "eager" }: ImageBox): { loading: "eager" | "lazy"; sizes: string; srcSet: string; src: string } {
  const base = runtimeConfig().imageBaseUrl;
  return { loading, sizes, srcSet: imageSrcSet(base, path, ladder)!, src: imageUrl(base, path, ladder[ladder.length - 1]!)! };
}

/**
 * Spread on the picture a page shows largest on its first screen, so the browser fetches it before
 * the others. Spelled as the HTML attribute: React 18 has no `fetchPriority` prop and passes the
 * lowercase attribute through as it is.
 */
export const FETCH_FIRST = { fetchpriority: "high" } as const;
