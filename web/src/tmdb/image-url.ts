/** Spec §3: base + size + path; posters default to w500, backdrops to w1280; no path, no URL. */
export const POSTER_SIZE = "w500";
export const BACKDROP_SIZE = "w1280";

export function imageUrl(base: string, path: string | null | undefined, size: string): string | null {
  if (!path) return null;
  return `${base.endsWith("/") ? base : `${base}/`}${size}${path.startsWith("/") ? path : `/${path}`}`;
}

export const posterUrl = (base: string, path: string | null | undefined, size: string = POSTER_SIZE) => imageUrl(base, path, size);
export const backdropUrl = (base: string, path: string | null | undefined, size: string = BACKDROP_SIZE) => imageUrl(base, path, size);

/** A `srcset` over TMDB's width sizes ("w185" → "<url> 185w"); undefined without a path. */
export function imageSrcSet(base: string, path: string | null | undefined, sizes: readonly `w${number}`[]): string | undefined {
  if (!path) return undefined;
  return sizes.map((size) => `${imageUrl(base, path, size)} ${size.slice(1)}w`).join(", ");
}
