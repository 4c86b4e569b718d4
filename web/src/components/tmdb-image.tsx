import type { ImgHTMLAttributes } from "react";
import { runtimeConfig } from "../lib/runtime-config";
import { useNearScreen } from "../lib/use-near-screen";
import { imageSrcSet, imageUrl, type ImageSize } from "../tmdb/image-url";

/** What an image from the image host needs besides its sources: the width of its box, and when to load it. */
export interface ImageBox {
  /** The `sizes` attribute: the width the stylesheet lays the image out at. */
  sizes: string;
  /** "lazy" for pictures that may be below a page's first screen: they get their sources once near it (TmdbImage). */
  loading?: "eager" | "lazy";
  /**
   * The browser's priority for it (the HTML attribute `fetchpriority`): "high" for the picture a page
   * shows largest on its first screen, fetched before all others (and preloaded by the server);
   * "low" for a picture loaded with the page beside that one, fetched after it rather than sharing
   * its bandwidth (docs/decisions/046).
   */
  priority?: "high" | "low";
}

interface ImageAttributes {
  fetchpriority?: "high" | "low";
  loading: "eager" | "lazy";
  sizes: string;
  srcSet: string;
  src: string;
}

/**
 * The attributes of an `<img>` from the image host (TMDB's or the embedded one), to spread on it:
 * every size of its kind (POSTER_SIZES, BACKDROP_SIZES, PROFILE_SIZES, smallest first) in `srcset`,
 * and the largest as `src`, for a browser that does not read `srcset`. What decides which file is
 * fetched, and when, comes first: React 18 sets a new element's attributes in the order given, and
 * Firefox and Safari start fetching when `src` is set, with whatever the others say by then. The
 * priority is the HTML attribute `fetchpriority`: React 18 has no `fetchPriority` prop and passes
 * the lowercase attribute through as it is.
 */
export function tmdbImage(path: string, ladder: readonly ImageSize[], { sizes, loading = "eager", priority }: ImageBox): ImageAttributes {
  const base = runtimeConfig().imageBaseUrl;
  return { ...(priority ? { fetchpriority: priority } : {}), loading, sizes, srcSet: imageSrcSet(base, path, ladder)!, src: imageUrl(base, path, ladder[ladder.length - 1]!)! };
}

type TmdbImageProps = ImageBox & { path: string; ladder: readonly ImageSize[] } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "loading">;

/**
 * An `<img>` from the image host. A lazy one has no sources until it nears the screen once the page
 * runs (lib/use-near-screen.ts), so the server sends it without them and nothing fetches it before
 * then; its box is laid out from its width and height all along.
 */
export function TmdbImage({ path, ladder, sizes, loading, priority, ...image }: TmdbImageProps) {
  const [ref, near] = useNearScreen<HTMLImageElement>(loading === "lazy");
  return <img ref={ref} {...(near ? tmdbImage(path, ladder, { sizes, loading, priority }) : { loading, sizes })} {...image} />;
}
