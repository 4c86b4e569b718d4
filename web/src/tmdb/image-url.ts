import { imageUrl } from "../../../common/tmdb/image-url";

export { GRID_POSTER, imageSrcSet, imageUrl } from "../../../common/tmdb/image-url";

/** An image URL is a base, a size and the path; posters default to w500, backdrops to w1280; no path gives no URL. */
export const POSTER_SIZE = "w500";
export const BACKDROP_SIZE = "w1280";


export const posterUrl = (base: string, path: string | null | undefined, size: string = POSTER_SIZE) => imageUrl(base, path, size);
export const backdropUrl = (base: string, path: string | null | undefined, size: string = BACKDROP_SIZE) => imageUrl(base, path, size);
