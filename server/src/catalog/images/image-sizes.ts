/** The sizes TMDB's /configuration lists, per kind of image. */
export const IMAGE_SIZES = {
  poster: ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
  backdrop: ["w300", "w780", "w1280", "original"],
  profile: ["w45", "w185", "h632", "original"],
  logo: ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
  still: ["w92", "w185", "w300", "original"],
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
