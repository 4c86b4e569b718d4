import { describe, expect, it } from "vitest";
import { firstImagePreloads, PRELOADED_AT_MOST } from "./first-image-preloads";

describe("firstImagePreloads", () => {
  it("names each picture loaded at once, in the page's order, by its srcset and sizes, with its priority", () => {
    const markup =
      '<img class="hero" fetchpriority="high" loading="eager" sizes="100vw" srcSet="/t/p/w300/b.svg 300w, /t/p/w1280/b.svg 1280w" src="/t/p/w1280/b.svg" alt=""/>' +
      '<p>A &quot;quoted&quot; title</p><img loading="eager" sizes="144px" srcSet="/t/p/w185/p.svg 185w, /t/p/w342/p.svg 342w" src="/t/p/w342/p.svg" alt="Poster of &quot;Heat&quot;"/>';
    expect(firstImagePreloads(markup)).toBe(
      '<link rel="preload" as="image" imagesrcset="/t/p/w300/b.svg 300w, /t/p/w1280/b.svg 1280w" imagesizes="100vw" fetchpriority="high"/>' +
        '<link rel="preload" as="image" imagesrcset="/t/p/w185/p.svg 185w, /t/p/w342/p.svg 342w" imagesizes="144px"/>',
    );
  });

  it("names a picture without srcset by its src", () => {
    expect(firstImagePreloads('<img src="/avatar.png" alt=""/>')).toBe('<link rel="preload" as="image" href="/avatar.png"/>');
  });

  it("leaves out lazy pictures, pictures marked to come last, images with no source, and a picture named already", () => {
    const poster = '<img srcSet="/t/p/w185/p.svg 185w" sizes="144px" alt=""/>';
    expect(firstImagePreloads(`<img src="/a.svg" loading="lazy" alt=""/><img src="/b.svg" fetchpriority="low" alt=""/><img alt="nothing"/>${poster}${poster}`)).toBe(
      '<link rel="preload" as="image" imagesrcset="/t/p/w185/p.svg 185w" imagesizes="144px"/>',
    );
  });

  it(`names at most ${PRELOADED_AT_MOST} others, and every picture marked to be fetched first`, () => {
    const markup = Array.from({ length: PRELOADED_AT_MOST + 5 }, (_, i) => `<img src="/t/p/w342/${i}.svg" alt=""/>`).join("") + '<img src="/t/p/w780/hero.svg" fetchpriority="high" alt=""/>';
    const links = firstImagePreloads(markup);
    expect(links.match(/<link /g)).toHaveLength(PRELOADED_AT_MOST + 1);
    expect(links).not.toContain(`/${PRELOADED_AT_MOST}.svg`);
    expect(links).toContain('href="/t/p/w780/hero.svg" fetchpriority="high"');
  });
});
