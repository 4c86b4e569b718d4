/**
 * Preloads, for <head>, of the pictures a first view loads at once: its <img> elements not marked
 * `loading="lazy"`, in the page's order, each picture once. The browser then asks for them while
 * it is still reading the stylesheet and the markup above them. A page marks the largest picture
 * on its first screen to be fetched first (a film's backdrop, a person's portrait, a grid's first
 * poster) and the pictures loaded beside it to be fetched last (docs/decisions/046): those are left
 * to the markup, so they do not compete with it. Pictures marked to be fetched first are always
 * named; of the others, the first PRELOADED_AT_MOST.
 *
 * A picture with a `srcset` is named by it alone, without `href`: a browser that reads no
 * `imagesrcset` on a preload would otherwise fetch `src`, the largest size, for nothing.
 *
 * The markup is React's: every attribute is written as name="value" with the value escaped, so a
 * value holds no double quote and can be copied into the link as it is.
 */
/** More than any page loads at once with no priority of its own (a search's first poster, a grid that may start below the first screen). */
export const PRELOADED_AT_MOST = 16;

const IMG_TAG = /<img\s([^>]*)>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;

export function firstImagePreloads(markup: string): string {
  const links = new Set<string>();
  let others = 0;
  for (const [, attributes] of markup.matchAll(IMG_TAG)) {
    // Most of a page's pictures wait for the screen: passed over before their attributes are read.
    if (attributes!.includes('loading="lazy"') || (others === PRELOADED_AT_MOST && !attributes!.includes('fetchpriority="high"'))) continue;
    const image = new Map<string, string>();
    for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) image.set(name!.toLowerCase(), value!);
    const [src, srcset, sizes, priority] = [image.get("src"), image.get("srcset"), image.get("sizes"), image.get("fetchpriority")];
    if ((!src && !srcset) || priority === "low") continue;
    const first = priority === "high";
    const source = srcset ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ""}` : ` href="${src}"`;
    const link = `<link rel="preload" as="image"${source}${first ? ' fetchpriority="high"' : ""}/>`;
    if (links.has(link)) continue;
    links.add(link);
    if (!first) others += 1;
  }
  return [...links].join("");
}
