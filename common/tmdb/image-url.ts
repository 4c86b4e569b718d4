/**
 * TMDB image URLs (a base, a size and the image's path; no path gives no URL), shared by the web app and the server, which
 * preloads the first posters with the very URLs the web app's cards ask for.
 */
export function imageUrl(base: string, path: string | null | undefined, size: string): string | null {
  if (!path) return null;
  return `${base.endsWith("/") ? base : `${base}/`}${size}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A `srcset` over TMDB's width sizes ("w185" → "<url> 185w"); undefined without a path. */
export function imageSrcSet(base: string, path: string | null | undefined, sizes: readonly `w${number}`[]): string | undefined {
  if (!path) return undefined;
  return sizes.map((size) => `${imageUrl(base, path, size)} ${size.slice(1)}w`).join(", ");
}

/** How a grid card's poster is requested: its src size, its srcset widths and its `sizes`. */
export const GRID_POSTER = {
  size: "w342",
  srcSetSizes: ["w185", "w342", "w500"],
  sizes: "(max-width: 600px) 45vw, 200px",
} as const;
