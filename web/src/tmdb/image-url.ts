import type { ImageSize } from "../../../common/tmdb/image-sizes";

export { BACKDROP_SIZES, POSTER_SIZES, PROFILE_SIZES, type ImageSize } from "../../../common/tmdb/image-sizes";

/** An image URL is a base, a size and the path; posters default to w500, backdrops to w1280; no path gives no URL. */
export const POSTER_SIZE = "w500";
export const BACKDROP_SIZE = "w1280";

export function imageUrl(base: string, path: string | null | undefined, size: string): string | null {
  if (!path) return null;
  return `${base.endsWith("/") ? base : `${base}/`}${size}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A `srcset` over TMDB's sizes, each with its width ("w185" → "<url> 185w"), for the browser to
 * pick the smallest that fills the box at the screen's density. h632 is a profile's height, so
 * its width is two thirds of it (421w). Undefined without a path.
 */
export function imageSrcSet(base: string, path: string | null | undefined, sizes: readonly ImageSize[]): string | undefined {
  if (!path) return undefined;
  return sizes.map((size) => `${imageUrl(base, path, size)} ${Math.round(Number(size.slice(1)) * (size[0] === "h" ? 2 / 3 : 1))}w`).join(", ");
}

export const posterUrl = (base: string, path: string | null | undefined, size: string = POSTER_SIZE) => imageUrl(base, path, size);
export const backdropUrl = (base: string, path: string | null | undefined, size: string = BACKDROP_SIZE) => imageUrl(base, path, size);
