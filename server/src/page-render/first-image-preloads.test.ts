import { describe, expect, it } from "vitest";
import { firstImagePreloads, PRELOADED_AT_MOST } from "./first-image-preloads";

describe("firstImagePreloads", () => {
  it("names each picture loaded at once, in the page's order, with the sizes and priority the picture has", () => {
    const markup =
      '<img class="hero" src="/t/p/w1280/b.svg" srcSet="/t/p/w300/b.svg 300w, /t/p/w1280/b.svg 1280w" sizes="100vw" alt="" fetchpriority="high"/>' +
      '<p>A &quot;quoted&quot; title</p><img src="/t/p/w342/p.svg" srcSet="/t/p/w185/p.svg 185w, /t/p/w342/p.svg 342w" sizes="144px" alt="Poster of &quot;Heat&quot;" loading="eager"/>';
    expect(firstImagePreloads(markup)).toBe(
      '<link rel="preload" as="image" href="/t/p/w1280/b.svg" imagesrcset="/t/p/w300/b.svg 300w, /t/p/w1280/b.svg 1280w" imagesizes="100vw" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/t/p/w342/p.svg" imagesrcset="/t/p/w185/p.svg 185w, /t/p/w342/p.svg 342w" imagesizes="144px"/>',
    );
  });

  it("leaves out lazy pictures and images with no source", () => {
    expect(firstImagePreloads('<img src="/a.svg" loading="lazy" alt=""/><img alt="nothing"/>')).toBe("");
  });

  it(`names at most ${PRELOADED_AT_MOST}: the rest wait for the page, behind the first screen's`, () => {
    const markup = Array.from({ length: PRELOADED_AT_MOST + 5 }, (_, i) => `<img src="/t/p/w342/${i}.svg" alt=""/>`).join("");
    const links = firstImagePreloads(markup).match(/<link /g) ?? [];
    expect(links).toHaveLength(PRELOADED_AT_MOST);
    expect(firstImagePreloads(markup)).not.toContain(`/${PRELOADED_AT_MOST}.svg`);
  });
});
