/**
 * Preloads, for <head>, of the pictures a first view loads at once: its <img> elements not marked
 * `loading="lazy"`, in the page's order, each picture once. The browser then asks for them while
 * it is still reading the stylesheet and the markup above them. The largest picture on a page's
 * first screen is always one of them (a film's backdrop, a person's portrait, a grid's first
 * posters): pages load every picture below the first screen lazily. Pictures marked to be fetched
 * first are always named; of the others, the first PRELOADED_AT_MOST.
 *
 * A picture with a `srcset` is named by it alone, without `href`: a browser that reads no
 * `imagesrcset` on a preload would otherwise fetch `src`, the largest size, for nothing.
 *
 * The markup is React's: every attribute is written as name="value" with the value escaped, so a
 * value holds no double quote and can be copied into the link as it is.
 */
/** More than any page loads at once (a search: 8 people's portraits, 6 posters, the account's picture). */
export const PRELOADED_AT_MOST = 16;

/** An <img>, or a <picture> with its <source>s and <img>. */
const PICTURE_OR_IMG = /<picture>([\s\S]*?)<\/picture>|<img\s([^>]*)>/g;
const TAG_IN_PICTURE = /<(source|img)\s([^>]*)>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

const attributesOf = (tag: string) => new Map([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), value!] as const));

interface Preloads {
  links: string[];
  /** Marked to be fetched before the page's other pictures (fetchpriority="high"). */
  first: boolean;
}

/** The preload of one file: by its srcset (and sizes) or its src, for the screens `media` names (all without it). */
function preloadOf(image: Map<string, string>, first: boolean, media?: string): string | undefined {
  const [src, srcset, sizes] = [image.get("src"), image.get("srcset"), image.get("sizes")];
  if (!src && !srcset) return undefined;
  const source = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ""}` : ` href="${src}"`;
  return `<link rel="preload" as="image"${source}${media ? ` media="${media}"` : ""}${first ? ' fetchpriority="high"' : ""}/>`;
}

function imgPreloads(attributes: string): Preloads | undefined {
  const image = attributesOf(attributes);
  const first = image.get("fetchpriority") === "high";
  const link = image.get("fetchpriority") === "low" ? undefined : preloadOf(image, first);
  return link ? { links: [link], first } : undefined;
}

/**
 * A <picture> whose <source> names the file a kind of screen shows (a film's backdrop on a phone)
 * is preloaded per screen: the source's file for the screens its `media` names, its <img>'s for
 * the others. Only a picture with one such source is (the app's pictures have at most one).
 */
function picturePreloads(inner: string): Preloads | undefined {
  const tags = [...inner.matchAll(TAG_IN_PICTURE)].map(([, tag, attributes]) => ({ tag, image: attributesOf(attributes!) }));
  const img = tags.find(({ tag }) => tag === "img")?.image;
  const sources = tags.filter(({ tag }) => tag === "source").map(({ image }) => image);
  const media = sources[0]?.get("media");
  if (!img || sources.length !== 1 || !media || img.get("fetchpriority") === "low") return undefined;
  const first = img.get("fetchpriority") === "high";
  const links = [preloadOf(sources[0]!, first, media), preloadOf(img, first, `not all and ${media}`)].filter((link) => link !== undefined);
  return links.length ? { links, first } : undefined;
}

export function firstImagePreloads(markup: string): string {
  const links = new Set<string>();
  let others = 0;
  for (const [, picture, img] of markup.matchAll(PICTURE_OR_IMG)) {
    const tag = picture ?? img!;
    // Most of a page's pictures wait for the screen: passed over before their attributes are read.
    if (tag.includes('loading="lazy"') || (others === PRELOADED_AT_MOST && !tag.includes('fetchpriority="high"'))) continue;
    const found = picture === undefined ? imgPreloads(img!) : picturePreloads(picture);
    const fresh = found?.links.filter((link) => !links.has(link)) ?? [];
    if (fresh.length === 0) continue;
    for (const link of fresh) links.add(link);
    if (!found!.first) others += 1;
  }
  return [...links].join("");
}
