import { BACKDROP_SIZES, LOGO_SIZES, POSTER_SIZES, PROFILE_SIZES, STILL_SIZES } from "../../../../common/tmdb/image-sizes";

/** The sizes TMDB's /configuration lists, per kind of image: the ladders the web app picks from, and "original". */
export const IMAGE_SIZES = {
  poster: [...POSTER_SIZES, "original"],
  backdrop: [...BACKDROP_SIZES, "original"],
  profile: [...PROFILE_SIZES, "original"],
  logo: [...LOGO_SIZES, "original"],
  still: [...STILL_SIZES, "original"],
} as const;

export type ImageKind = "poster" | "backdrop" | "profile" | "logo";

/** Pixel dimensions for a size name at a given aspect ratio (width / height). "original" is our largest drawing. */
export function dimensionsFor(size: string, aspectRatio: number, originalWidth: number): { width: number; height: number } {
  if (size.startsWith("h")) {
    const height = Number(size.slice(1));
    return { width: Math.round(height * aspectRatio), height };
  }
  const width = size === "original" ? originalWidth : Number(size.slice(1));
  return { width, height: Math.round(width / aspectRatio) };
}
