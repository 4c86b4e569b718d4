/**
 * Preloads, for <head>, of the pictures a first view loads at once: its <img> elements not marked
 * `loading="lazy"`, in the page's order, at most PRELOADED_AT_MOST. The browser then asks for them
 * while it is still reading the stylesheet and the markup above them. The largest picture on a
 * page's first screen is always one of them (a film's backdrop, a person's portrait, a grid's
 * first posters): pages load every picture below the first screen lazily.
 *
 * The markup is React's: every attribute is written as name="value" with the value escaped, so a
 * value holds no double quote and can be copied into the link as it is.
 */
export const PRELOADED_AT_MOST = 10;

const IMG_TAG = /<img\s([^>]*)>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
/** An <img>'s attribute and the preload link's attribute that names the same thing. */
const LINK_ATTRIBUTE_OF: Readonly<Record<string, string>> = { src: "href", srcset: "imagesrcset", sizes: "imagesizes", fetchpriority: "fetchpriority" };

export function firstImagePreloads(markup: string): string {
  let links = "";
  let count = 0;
  for (const [, attributes] of markup.matchAll(IMG_TAG)) {
    const image = new Map<string, string>();
    for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) image.set(name!.toLowerCase(), value!);
    if (image.get("loading") === "lazy" || !(image.has("src") || image.has("srcset"))) continue;
    const linked = [...image].flatMap(([name, value]) => (LINK_ATTRIBUTE_OF[name] ? [` ${LINK_ATTRIBUTE_OF[name]}="${value}"`] : []));
    links += `<link rel="preload" as="image"${linked.join("")}/>`;
    if (++count === PRELOADED_AT_MOST) break;
  }
  return links;
}
